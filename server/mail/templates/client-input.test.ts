import { describe, expect, it } from "vitest";
import { contactReceivedEmail, contactStaffEmail } from "./contact";
import { orderFileEmail } from "./order-file";

const SCRIPT = `<script>alert("x")</script>`;
const ESCAPED = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;";

describe("what a client typed, in an e-mail", () => {
  it("is escaped in the HTML part and written as typed in the subject and the text part", () => {
    const client = contactReceivedEmail("en", { name: SCRIPT, email: "a@b.test", service: "web3", message: SCRIPT });
    expect(client.html).not.toContain("<script");
    expect(client.html).toContain(`Thank you, ${ESCAPED}`);
    expect(client.text).toContain(`Thank you, ${SCRIPT}`);

    const staff = contactStaffEmail("ja", { name: SCRIPT, email: "a@b.test", service: "web3", message: "Hi" });
    expect(staff.subject).toBe(`${SCRIPT} 様から新しいお問い合わせ`);
    expect(staff.html).not.toContain("<script");
    expect(staff.html).toContain(`<title>${ESCAPED} 様から新しいお問い合わせ</title>`);
  });

  it("is inserted once, as typed: placeholders, $ patterns and $t() in it stay text", () => {
    const m = orderFileEmail({
      to: "staff",
      locale: "en",
      code: "UMB-7K2Q",
      projectName: "$& $' $t(emails:chat.visitor)",
      uploaderName: "{{code}}",
      fileNames: ["{{file}}.pdf"],
      url: "https://umbra.test/admin/orders",
    });
    expect(m.text).toContain(`{{code}} added a file to order UMB-7K2Q ("$& $' $t(emails:chat.visitor)").`);
    expect(m.text).toContain("File: {{file}}.pdf");
  });
});

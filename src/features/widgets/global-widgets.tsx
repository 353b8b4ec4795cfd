import { BackToTop } from "./back-to-top";
import { ChatWidget } from "./chat/chat-widget";
import { CookieConsent } from "./cookie-consent";

export function Widgets() {
  return (
    <>
      <BackToTop />
      <ChatWidget />
      <CookieConsent />
    </>
  );
}

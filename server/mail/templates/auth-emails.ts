import type { Language } from "@common/locales";
import { renderEmail } from "../render";

export type AuthEmailKind = "verify" | "reset" | "changeEmail" | "accountExists";

interface Texts {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: string;
  footer: string;
}

/** {name} is the user's name; {email} the new address. */
const TEXTS: Record<Language, Record<AuthEmailKind, Texts>> = {
  en: {
    verify: {
      subject: "Confirm your e-mail address",
      heading: "Welcome to Umbra, {name}",
      paragraphs: ["Please confirm your e-mail address to activate your account. The link is valid for one hour."],
      action: "Confirm e-mail",
      footer: "If you did not create an account, you can ignore this message.",
    },
    reset: {
      subject: "Reset your password",
      heading: "Reset your password",
      paragraphs: ["We received a request to reset the password of your account. The link is valid for one hour."],
      action: "Choose a new password",
      footer: "If you did not ask for this, you can ignore this message; your password stays the same.",
    },
    changeEmail: {
      subject: "Confirm your new e-mail address",
      heading: "Confirm your new e-mail address",
      paragraphs: ["You asked to use {email} for your Umbra account. Confirm it to complete the change."],
      action: "Confirm new address",
      footer: "If you did not ask for this, you can ignore this message; nothing changes.",
    },
    accountExists: {
      subject: "You already have an account",
      heading: "You already have an account",
      paragraphs: [
        "Someone tried to register with this e-mail address, which already has an Umbra account. You can sign in, or reset your password if you forgot it.",
      ],
      action: "Reset password",
      footer: "If this was not you, you can ignore this message.",
    },
  },
  es: {
    verify: {
      subject: "Confirma tu dirección de correo",
      heading: "Bienvenido a Umbra, {name}",
      paragraphs: ["Confirma tu dirección de correo para activar tu cuenta. El enlace es válido durante una hora."],
      action: "Confirmar correo",
      footer: "Si no creaste una cuenta, puedes ignorar este mensaje.",
    },
    reset: {
      subject: "Restablece tu contraseña",
      heading: "Restablece tu contraseña",
      paragraphs: [
        "Recibimos una solicitud para restablecer la contraseña de tu cuenta. El enlace es válido durante una hora.",
      ],
      action: "Elegir una nueva contraseña",
      footer: "Si no lo solicitaste, ignora este mensaje; tu contraseña no cambia.",
    },
    changeEmail: {
      subject: "Confirma tu nueva dirección de correo",
      heading: "Confirma tu nueva dirección de correo",
      paragraphs: ["Pediste usar {email} para tu cuenta de Umbra. Confírmala para completar el cambio."],
      action: "Confirmar nueva dirección",
      footer: "Si no lo solicitaste, ignora este mensaje; no cambiará nada.",
    },
    accountExists: {
      subject: "Ya tienes una cuenta",
      heading: "Ya tienes una cuenta",
      paragraphs: [
        "Alguien intentó registrarse con esta dirección de correo, que ya tiene una cuenta de Umbra. Puedes iniciar sesión o restablecer tu contraseña si la olvidaste.",
      ],
      action: "Restablecer contraseña",
      footer: "Si no fuiste tú, puedes ignorar este mensaje.",
    },
  },
  fr: {
    verify: {
      subject: "Confirmez votre adresse e-mail",
      heading: "Bienvenue chez Umbra, {name}",
      paragraphs: ["Confirmez votre adresse e-mail pour activer votre compte. Le lien est valable une heure."],
      action: "Confirmer l'e-mail",
      footer: "Si vous n'avez pas créé de compte, ignorez ce message.",
    },
    reset: {
      subject: "Réinitialisez votre mot de passe",
      heading: "Réinitialisez votre mot de passe",
      paragraphs: [
        "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Le lien est valable une heure.",
      ],
      action: "Choisir un nouveau mot de passe",
      footer:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message ; votre mot de passe reste inchangé.",
    },
    changeEmail: {
      subject: "Confirmez votre nouvelle adresse e-mail",
      heading: "Confirmez votre nouvelle adresse e-mail",
      paragraphs: [
        "Vous avez demandé à utiliser {email} pour votre compte Umbra. Confirmez-la pour terminer le changement.",
      ],
      action: "Confirmer la nouvelle adresse",
      footer: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message ; rien ne change.",
    },
    accountExists: {
      subject: "Vous avez déjà un compte",
      heading: "Vous avez déjà un compte",
      paragraphs: [
        "Quelqu'un a essayé de s'inscrire avec cette adresse e-mail, qui possède déjà un compte Umbra. Vous pouvez vous connecter, ou réinitialiser votre mot de passe si vous l'avez oublié.",
      ],
      action: "Réinitialiser le mot de passe",
      footer: "Si ce n'était pas vous, ignorez ce message.",
    },
  },
  de: {
    verify: {
      subject: "Bestätigen Sie Ihre E-Mail-Adresse",
      heading: "Willkommen bei Umbra, {name}",
      paragraphs: [
        "Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist eine Stunde gültig.",
      ],
      action: "E-Mail bestätigen",
      footer: "Wenn Sie kein Konto angelegt haben, können Sie diese Nachricht ignorieren.",
    },
    reset: {
      subject: "Passwort zurücksetzen",
      heading: "Passwort zurücksetzen",
      paragraphs: [
        "Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Der Link ist eine Stunde gültig.",
      ],
      action: "Neues Passwort wählen",
      footer: "Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.",
    },
    changeEmail: {
      subject: "Bestätigen Sie Ihre neue E-Mail-Adresse",
      heading: "Bestätigen Sie Ihre neue E-Mail-Adresse",
      paragraphs: [
        "Sie möchten {email} für Ihr Umbra-Konto verwenden. Bestätigen Sie die Adresse, um die Änderung abzuschließen.",
      ],
      action: "Neue Adresse bestätigen",
      footer: "Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; es ändert sich nichts.",
    },
    accountExists: {
      subject: "Sie haben bereits ein Konto",
      heading: "Sie haben bereits ein Konto",
      paragraphs: [
        "Jemand hat versucht, sich mit dieser E-Mail-Adresse zu registrieren, zu der bereits ein Umbra-Konto gehört. Sie können sich anmelden oder Ihr Passwort zurücksetzen, falls Sie es vergessen haben.",
      ],
      action: "Passwort zurücksetzen",
      footer: "Wenn Sie das nicht waren, können Sie diese Nachricht ignorieren.",
    },
  },
  zh: {
    verify: {
      subject: "确认您的电子邮件地址",
      heading: "欢迎加入 Umbra，{name}",
      paragraphs: ["请确认您的电子邮件地址以激活账户。链接在一小时内有效。"],
      action: "确认电子邮件",
      footer: "如果您没有创建账户，请忽略此邮件。",
    },
    reset: {
      subject: "重置您的密码",
      heading: "重置您的密码",
      paragraphs: ["我们收到了重置您账户密码的请求。链接在一小时内有效。"],
      action: "设置新密码",
      footer: "如果这不是您本人的请求，请忽略此邮件；您的密码不会改变。",
    },
    changeEmail: {
      subject: "确认您的新电子邮件地址",
      heading: "确认您的新电子邮件地址",
      paragraphs: ["您请求将 {email} 用于您的 Umbra 账户。请确认以完成更改。"],
      action: "确认新地址",
      footer: "如果这不是您本人的请求，请忽略此邮件；不会有任何更改。",
    },
    accountExists: {
      subject: "您已经有一个账户",
      heading: "您已经有一个账户",
      paragraphs: ["有人尝试使用此电子邮件地址注册，但该地址已有 Umbra 账户。您可以直接登录，如果忘记密码也可以重置。"],
      action: "重置密码",
      footer: "如果这不是您本人，请忽略此邮件。",
    },
  },
  ja: {
    verify: {
      subject: "メールアドレスの確認",
      heading: "Umbra へようこそ、{name} さん",
      paragraphs: ["アカウントを有効にするため、メールアドレスを確認してください。リンクの有効期限は 1 時間です。"],
      action: "メールアドレスを確認",
      footer: "アカウントを作成していない場合は、このメールを無視してください。",
    },
    reset: {
      subject: "パスワードの再設定",
      heading: "パスワードの再設定",
      paragraphs: ["アカウントのパスワード再設定のリクエストを受け付けました。リンクの有効期限は 1 時間です。"],
      action: "新しいパスワードを設定",
      footer: "心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
    },
    changeEmail: {
      subject: "新しいメールアドレスの確認",
      heading: "新しいメールアドレスの確認",
      paragraphs: [
        "Umbra アカウントで {email} を使用するリクエストを受け付けました。変更を完了するには確認してください。",
      ],
      action: "新しいアドレスを確認",
      footer: "心当たりがない場合は、このメールを無視してください。何も変更されません。",
    },
    accountExists: {
      subject: "アカウントはすでに存在します",
      heading: "アカウントはすでに存在します",
      paragraphs: [
        "このメールアドレスで登録しようとした人がいますが、このアドレスにはすでに Umbra アカウントがあります。ログインするか、パスワードを忘れた場合は再設定してください。",
      ],
      action: "パスワードを再設定",
      footer: "心当たりがない場合は、このメールを無視してください。",
    },
  },
};

const fill = (s: string, vars: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/** One of the account e-mails, in the user's language, HTML + text. */
export function renderAuthEmail(
  kind: AuthEmailKind,
  lang: Language,
  vars: { name: string; url: string; email?: string },
): { subject: string; html: string; text: string } {
  const t = TEXTS[lang][kind];
  const v = { name: vars.name, email: vars.email ?? "" };
  return renderEmail({
    lang,
    subject: t.subject,
    heading: fill(t.heading, v),
    paragraphs: t.paragraphs.map((p) => fill(p, v)),
    action: { label: t.action, url: vars.url },
    footer: t.footer,
  });
}

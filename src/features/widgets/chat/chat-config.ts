/** Spec §9: chat timings. */
export const WELCOME_BACK_DELAY_MS = 1000;
/** After the visitor's first message, the typing indicator shows this long before the automatic acknowledgement. */
export const REPLY_DELAY_MS = 2000;
/** Staff typing: the indicator stays this long after the stream's last "typing" event. */
export const STAFF_TYPING_MS = 2000;
/** A stream the server refused (an error, a restart) is tried again after this long while the panel is open. */
export const STREAM_RETRY_MS = 10_000;

/** Locale keys (widgets namespace) of the texts the product itself writes; none of them speaks as a person. */
export const CHAT_TEXTS = {
  greeting: "chat.greeting",
  welcomeBack: "chat.welcomeBack",
  autoReply: "chat.replies.0",
} as const;

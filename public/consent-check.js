/* global window, document */
// Runs before the first paint (the CSP allows no inline script): when a cookie choice is saved already,
// marks <html> so that the prerendered cookie banner stays hidden (src/styles/app.css) until the app removes it.
try {
  var choice = window.localStorage.getItem("cookie-consent");
  if (choice === "all" || choice === "essential") document.documentElement.setAttribute("data-cookie-consent", choice);
} catch {
  /* storage may be blocked: the banner shows, as on a first visit */
}

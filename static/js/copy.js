// "Copy" buttons: copy the text of the element named by data-copy, or the text of
// data-copy-text itself (a page's link), and say so: on the button, and in a polite
// live region so that a screen reader hears whether it worked.
(function () {
  "use strict";
  var buttons = document.querySelectorAll("button[data-copy], button[data-copy-text]");
  if (!buttons.length) { return; }
  // Present (and empty) before anything is said in it, as live regions must be.
  var status = document.createElement("p");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  status.setAttribute("data-copy-status", "");
  document.body.appendChild(status);
  var cleared = null;
  function say(words) {
    // Emptied first, so the same words said twice are announced twice.
    status.textContent = "";
    setTimeout(function () { status.textContent = words; }, 50);
    clearTimeout(cleared);
    cleared = setTimeout(function () { status.textContent = ""; }, 5000);
  }
  buttons.forEach(function (button) {
    var label = button.textContent;
    button.addEventListener("click", function () {
      var text = button.getAttribute("data-copy-text");
      if (text === null) {
        var source = document.getElementById(button.getAttribute("data-copy"));
        text = source ? source.textContent.trim() : null;
      }
      var failed = function () {
        say("Could not copy: select the text and copy it yourself.");
      };
      if (!text || !navigator.clipboard) { return failed(); }
      navigator.clipboard.writeText(text).then(function () {
        button.textContent = "Copied";
        say("Copied to the clipboard.");
        setTimeout(function () { button.textContent = label; }, 2000);
      }, failed);
    });
  });
})();

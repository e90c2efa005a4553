"rich's Console as the commands draw with it: NO_COLOR (no-color.org) turns
off every style, not colour alone, for a terminal or reader that wants plain
text; bold and dim are styles too."

(import os
        rich.console [Console])

(defn plain-wanted? []
  "Is NO_COLOR set (to anything but the empty string)?"
  (bool (os.environ.get "NO_COLOR")))

(defn console-options []
  "The options that make a Console write plain text when NO_COLOR asks for it."
  (if (plain-wanted?) {"color_system" None} {}))

(defn console [#** options]
  "A rich Console with the options given, plain under NO_COLOR."
  (Console #** (console-options) #** options))

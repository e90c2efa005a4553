"The replication written as an article (docs/article/article.md): every
number it shows is a named quantity (slagle.article.quantities) computed
from the committed data, filled into the source by the build
(slagle.article.build), which writes it as a standalone HTML page and as a
PDF printed by Chromium."

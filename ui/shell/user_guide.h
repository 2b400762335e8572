// Help ▸ User Guide: the bundled HTML guide (resources/help/guide.html, or guide_<language>.html in
// the language of the translation in use: guide_de.html) in a browser dialog, with its table of
// contents linked to the sections.
#pragma once

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace u8i::ui {

class UserGuide : public QDialog {
    Q_OBJECT
  public:
    static constexpr const char *kGuideUrl = "qrc:/u8i/help/guide.html";
    // The guide in the language of the translation in use, where it is written; kGuideUrl else.
    [[nodiscard]] static QString guideUrl();

    explicit UserGuide(QWidget *parent = nullptr);
    [[nodiscard]] QTextBrowser *browser() const { return m_browser; }

  private:
    QTextBrowser *m_browser = nullptr;
};

} // namespace u8i::ui

// View ▸ Runs of Control Bytes: whether the text pane shows a run of identical control bytes as
// one badge ("‹␀ × 4,096›"). The quiet view of binary data wants it, so that its strings stand out;
// in text, every control byte is a finding of its own. Three choices, remembered
// ("view/controlRunBadges"): in binary data (the default: the encoding detector's verdict),
// always, or never.
#pragma once

#include <QObject>

class QActionGroup;
class QMenu;

namespace u8i::ui {

class DocumentModel;
class TextView;

class ControlRunBadges : public QObject {
    Q_OBJECT
  public:
    enum class Policy { InBinaryData, Always, Never };

    // Fills `menu` (View ▸ Runs of Control Bytes); the text view follows the policy and the
    // document's verdict.
    ControlRunBadges(DocumentModel *document, TextView *text, QMenu *menu, QObject *parent);

    [[nodiscard]] Policy policy() const { return m_policy; }
    void setPolicy(Policy policy); // also stored in QSettings
    // The document is binary data (false again when another document opens).
    void setBinary(bool binary);

  private:
    void apply();

    TextView *m_text;
    QActionGroup *m_group;
    Policy m_policy = Policy::InBinaryData;
    bool m_binary = false;
};

} // namespace u8i::ui

// A feature of the main window (bookmarks, comparison, strings, …): its logic and widgets, and
// what it gives the shell. The shell registers each feature in one line and calls install once,
// before the window's layout is restored (so that the feature's docks are restored too).
#pragma once

#include <QObject>

namespace u8i::ui {

class FeatureHost;

class Feature : public QObject {
    Q_OBJECT
  public:
    explicit Feature(QObject *parent = nullptr) : QObject(parent) {}

    // Creates the feature's widgets and gives the host its docks, actions and status tasks.
    virtual void install(FeatureHost &host) = 0;
};

} // namespace u8i::ui

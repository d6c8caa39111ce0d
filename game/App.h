#pragma once

#include <SFML/System/Clock.hpp>
#include <SFML/System/Vector2.hpp>
#include <SFML/Window/Event.hpp>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/audio/AudioPlayer.h"
#include "game/audio/EventSounds.h"
#include "game/input/PadInput.h"
#include "game/persist/StoreNoticeText.h"
#include "game/render/ColourVision.h"
#include "game/state/StateStack.h"
#include "game/text/Language.h"

namespace sf {
class RenderWindow;
class RenderTarget;
}  // namespace sf

namespace td {

// Input to feed the game on given frames, for unattended runs (--autoplay).
struct ScriptedEvent {
  int frame = 0;
  sf::Event event;
};

// The game client: a window, the screen stack and the loop. The loop runs
// fixed steps of exactly 1/60 s however fast frames are drawn, so play does
// not depend on the machine; faster game speeds are more simulation steps
// per fixed step (see PlayController), never a longer step. Screens change
// only between frames.
class App {
 public:
  static constexpr float kStep = 1.f / 60.f;

  // The resources outlive the App; it changes only their font, when the language changes.
  explicit App(GameResources& resources);
  ~App();

  // Reads the saved settings and progress (a problem becomes the title
  // screen's notice) and saves them again whenever they change. Call before
  // the first screen is made, so it sees them.
  void loadSaved();
  // The language of this run, after loadSaved(): `forced` (td --language), else the one chosen in Settings, else
  // `fromEnvironment` (game/text/Language.h, read before the catalogue set LANGUAGE), which a first start saves
  // as the choice.
  void startLanguage(std::optional<Language> forced, std::optional<Language> fromEnvironment);
  // Opens the audio device and makes simulation events and interface cues
  // audible. Without a device the game stays silent (see AudioPlayer).
  void startAudio();

  GameContext& context() { return ctx_; }
  StateStack& stack() { return stack_; }

  // Opens a window and plays until it is closed or the player quits; with
  // frames > 0, closes it after that many frames. `script` events are
  // handled as if they came from the window on their frames. Returns the
  // exit code.
  int run(sf::Vector2u size, int frames, const std::vector<ScriptedEvent>& script = {});
  // Draws one frame off screen and saves it as an image. Screens whose
  // panels lay themselves out over a few frames (the editor's) are drawn
  // `settleFrames` times before the frame that is kept.
  bool screenshot(sf::Vector2u size, const std::filesystem::path& file, std::string& error, int settleFrames = 0);
  // Screenshots are saved as a viewer with `vision` sees them (game/render/ColourVision.h).
  void setScreenshotVision(ColourVision vision) { screenshotVision_ = vision; }

 private:
  void sendPadCommands();
  // The buttons the player set for pad `joystick`, by its name (settings.json "padButtons").
  void loadPadButtons(unsigned joystick);
  void handle(const sf::Event& event, sf::RenderWindow& window);
  void openWindow(sf::RenderWindow& window, sf::Vector2u size);
  void saveWindowImage(const sf::RenderWindow& window);
  // Speaks `language` from now on: its catalogue and its typeface. Without its typeface the language stays as it
  // was, and the title screen says why; returns whether it changed.
  bool useLanguageNow(Language language);

  GameResources& res_;
  StateStack stack_;
  GameContext ctx_;
  // The settings as this session last read or wrote them: what it changed since is what it saves
  // (persist::saveSettingsChanges), so that another game on the same config folder keeps its own changes.
  persist::Settings settingsBase_;
  // Why the settings or the results are not saved, found by loadSaved() (a message, untranslated; null when they
  // are saved): said again in the language chosen after it (useLanguageNow).
  // The saved files' problems found at start-up, kept in parts so that they are said again in the language the
  // settings choose (game/persist/StoreNoticeText.h); the text last put on the title screen.
  struct LoadNotice {
    StoreKind kind;
    persist::StoreNotice notice;
    std::string english;
  };
  std::vector<LoadNotice> loadNotices_;
  std::string loadNoticeShown_;
  std::string loadNoticeText() const;
  const char* settingsUnsaved_ = nullptr;
  const char* progressUnsaved_ = nullptr;
  std::unique_ptr<AudioPlayer> audio_;
  EventSounds eventSounds_;
  // A game pad's events become commands for the top screen (game/input/PadInput.h); the list is reused.
  PadInput pad_;
  ColourVision screenshotVision_ = ColourVision::Normal;
  std::vector<PadCommand> padCommands_;
  sf::Clock audioClock_;
  bool fullscreenShown_ = false;  // the window's current mode
  std::string shownTitle_;
};

// Keyboard and mouse input that walks through the menus into the first level
// and plays it: picks towers, builds, selects, upgrades, changes speed, calls
// waves, pauses and resumes.
std::vector<ScriptedEvent> autoplayScript(sf::Vector2u size);

}  // namespace td

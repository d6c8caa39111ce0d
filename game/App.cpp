#include "game/App.h"

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/System/Clock.hpp>
#include <algorithm>
#include <cstdio>
#include <ctime>

#include "engine/core/TextFormat.h"
#include "game/audio/SoundForEvent.h"
#include "game/editor/WindowGuard.h"
#include "game/icon/IconPainter.h"
#include "game/persist/ConfigDir.h"
#include "game/persist/StoreNoticeText.h"
#include "game/render/Palette.h"
#include "game/render/RenderQuality.h"
#include "game/text/Catalogue.h"
#include "game/text/UiFonts.h"

namespace td {
namespace {

// Beyond this much real time in one frame (a stall, a debugger), the game
// skips ahead instead of running hundreds of catch-up steps at once.
constexpr float kMaxFrameTime = 0.25f;

sf::Event keyEvent(sf::Keyboard::Key key) {
  sf::Event e;
  e.type = sf::Event::KeyPressed;
  e.key = {key, false, false, false, false};
  return e;
}

sf::Event mouseMove(int x, int y) {
  sf::Event e;
  e.type = sf::Event::MouseMoved;
  e.mouseMove = {x, y};
  return e;
}

sf::Event mouseClick(int x, int y, sf::Mouse::Button button = sf::Mouse::Left) {
  sf::Event e;
  e.type = sf::Event::MouseButtonPressed;
  e.mouseButton = {button, x, y};
  return e;
}

sf::Event mouseRelease(int x, int y, sf::Mouse::Button button = sf::Mouse::Left) {
  sf::Event e;
  e.type = sf::Event::MouseButtonReleased;
  e.mouseButton = {button, x, y};
  return e;
}

}  // namespace

App::App(GameResources& resources)
    : res_(resources), ctx_(stack_, resources), eventSounds_(towerAttacks(resources.defs)) {}

bool App::useLanguageNow(Language language) {
  std::string error;
  if (!catalogueHas(language)) {
    error = textf(tr("The game has no {0} translation installed (its catalogue is not in {1})."),
                  languageInfo(language).nativeName, catalogueFolder().string());
  } else if (language == currentLanguage() || loadUiFont(res_.font, language, error)) {
    useLanguage(language);
    // Said in the language read from the environment before the settings chose this one. Unsaved, they stay as
    // they are for the session: no save replaces what they say.
    if (settingsUnsaved_ != nullptr) ctx_.settingsProblem = tr(settingsUnsaved_);
    if (progressUnsaved_ != nullptr) ctx_.progressProblem = tr(progressUnsaved_);
    // The saved files' problems too, while the title screen still has them to say.
    if (!loadNoticeShown_.empty() && ctx_.notice == loadNoticeShown_) {
      loadNoticeShown_ = loadNoticeText();
      ctx_.notice = loadNoticeShown_;
    }
    return true;
  }
  std::fprintf(stderr, "td: %s\n", error.c_str());
  ctx_.notice += (ctx_.notice.empty() ? "" : " ") + error;
  return false;
}

std::string App::loadNoticeText() const {
  std::string text;
  for (const LoadNotice& n : loadNotices_) {
    text += (text.empty() ? "" : " ") + storeNoticeText(n.kind, n.notice, n.english);
  }
  return text;
}

void App::startLanguage(std::optional<Language> forced, std::optional<Language> fromEnvironment) {
  if (forced) {
    useLanguageNow(*forced);
    return;
  }
  if (const auto chosen = languageFromCode(ctx_.settings.language)) {
    useLanguageNow(*chosen);
    return;
  }
  // A first start: the environment's language becomes the choice, which Settings shows and changes.
  const Language language = fromEnvironment.value_or(Language::English);
  if (useLanguageNow(language)) {
    ctx_.settings.language = std::string(languageInfo(language).code);
    if (ctx_.onSettingsChanged) ctx_.onSettingsChanged(ctx_.settings);
  }
}

App::~App() {
  // The hooks capture this App; screens outliving it must not call them.
  ctx_.onSimEvent = nullptr;
  ctx_.onUiSound = nullptr;
  ctx_.onSettingsChanged = nullptr;
  ctx_.onProgressChanged = nullptr;
  ctx_.onProgressReset = nullptr;
  ctx_.onSeenChanged = nullptr;
}

void App::loadSaved() {
  // A store that could not be read, or that a newer version wrote, is left
  // alone: this session keeps what it learns in memory only.
  bool saveSettings = true;
  bool saveProgress = true;
  const std::filesystem::path settingsPath = persist::settingsFile();
  const std::filesystem::path progressPath = persist::progressFile();
  if (!settingsPath.empty()) {
    persist::SettingsLoad s = persist::loadSettings(settingsPath);
    ctx_.settings = s.settings;
    settingsBase_ = s.settings;
    ctx_.keys.load(ctx_.settings.keys);
    setColourPalette(colourVisionNamed(ctx_.settings.colourVision).value_or(ColourVision::Normal));
    for (unsigned j = 0; j < sf::Joystick::Count; ++j) {
      if (sf::Joystick::isConnected(j)) loadPadButtons(j);
    }
    if (!s.message.empty()) loadNotices_.push_back({StoreKind::Settings, s.notice, s.message});
    saveSettings = s.mayWrite;
  }
  if (!progressPath.empty()) {
    persist::ProgressLoad p = persist::loadProgress(progressPath);
    ctx_.progress = std::move(p.progress);
    if (!p.message.empty()) loadNotices_.push_back({StoreKind::Results, p.notice, p.message});
    saveProgress = p.mayWrite;
  }
  // Which cards were read matters less than results: a problem with its
  // file shows the cards again, and is said like the others.
  const std::filesystem::path seenPath = persist::seenKindsFile();
  bool saveSeen = !seenPath.empty();
  if (saveSeen) {
    persist::SeenKindsLoad k = persist::loadSeenKinds(seenPath);
    ctx_.seen = std::move(k.seen);
    if (!k.message.empty()) loadNotices_.push_back({StoreKind::SeenCards, k.notice, k.message});
    saveSeen = k.mayWrite;
  }
  if (settingsPath.empty()) {
    std::fprintf(stderr, "td: no home folder is known; settings and progress are not saved\n");
  }
  loadNoticeShown_ = loadNoticeText();
  ctx_.notice = loadNoticeShown_;
  // What is not saved is said on screen, not only on stderr (where the
  // stores report failures too); the game goes on with it in memory.
  settingsUnsaved_ = settingsPath.empty() ? N_("Settings are not saved: no home folder is known.")
                     : !saveSettings      ? N_("Settings are kept for this session only: their file is left as it was.")
                                          : nullptr;
  // TRANSLATORS: the results are the levels won, their stars and best scores.
  progressUnsaved_ = progressPath.empty() ? N_("Results are not saved: no home folder is known.")
                     // TRANSLATORS: the results are the levels won, their stars and best scores.
                     : !saveProgress ? N_("Results are kept for this session only: their file is left as it was.")
                                     : nullptr;
  ctx_.settingsProblem = settingsUnsaved_ != nullptr ? tr(settingsUnsaved_) : "";
  ctx_.progressProblem = progressUnsaved_ != nullptr ? tr(progressUnsaved_) : "";
  ctx_.onSettingsChanged = [this, settingsPath, saveSettings](const persist::Settings& s) {
    if (const auto language = languageFromCode(s.language); language && *language != currentLanguage()) {
      useLanguageNow(*language);
    }
    // The Controls page may have moved a pad's buttons.
    for (unsigned j = 0; j < sf::Joystick::Count; ++j) {
      if (sf::Joystick::isConnected(j)) loadPadButtons(j);
    }
    if (audio_) {
      audio_->setEffectsVolume(s.effectsVolume);
      audio_->setMusicVolume(s.musicVolume);
    }
    if (settingsPath.empty() || !saveSettings) return;
    // Only what this session changed: another game on the same config folder may have saved its own changes.
    const persist::SaveResult saved = persist::saveSettingsChanges(settingsPath, s, settingsBase_);
    // TRANSLATORS: {0} says what could not be saved and why (in English).
    ctx_.settingsProblem = saved.ok ? ""
                                    : textf(tr("{0} Changes apply to this session only."),
                                            storeNoticeText(StoreKind::Settings, saved.notice, saved.message));
  };
  ctx_.onProgressChanged = [this, progressPath, saveProgress](const persist::Progress& p) {
    if (progressPath.empty() || !saveProgress) return;
    // Another game on the same config folder may have saved records since: they are merged in, and this
    // session shows them too.
    persist::Progress merged = p;
    const persist::SaveResult saved = persist::saveProgress(progressPath, merged);
    ctx_.progress = std::move(merged);
    // TRANSLATORS: {0} says what could not be saved and why (in English).
    ctx_.progressProblem = saved.ok ? ""
                                    : textf(tr("{0} Results are kept for this session only."),
                                            storeNoticeText(StoreKind::Results, saved.notice, saved.message));
  };
  ctx_.onProgressReset = [this, progressPath, saveProgress](const persist::Progress& p) {
    if (progressPath.empty() || !saveProgress) return;
    const persist::SaveResult saved = persist::replaceProgress(progressPath, p);
    ctx_.progressProblem = saved.ok ? ""
                                    : textf(tr("{0} Results are kept for this session only."),
                                            storeNoticeText(StoreKind::Results, saved.notice, saved.message));
  };
  ctx_.onSeenChanged = [this, seenPath, saveSeen](const persist::SeenKinds& k) {
    // A failure is on standard error (the store says it); the cards come back next time.
    if (!saveSeen) return;
    persist::SeenKinds merged = k;
    persist::saveSeenKinds(seenPath, merged);
    ctx_.seen = std::move(merged);
  };
}

void App::startAudio() {
  audio_ = std::make_unique<AudioPlayer>(AudioOptions{});
  audio_->setEffectsVolume(ctx_.settings.effectsVolume);
  audio_->setMusicVolume(ctx_.settings.musicVolume);
  if (!audio_->enabled()) return;
  ctx_.onSimEvent = [this](const SimEvent& e) {
    // Real time, not game time: at 4x speed a volley must still be thinned
    // by how it sounds.
    if (const auto id = eventSounds_.admit(e, audioClock_.getElapsedTime().asSeconds())) {
      audio_->play(*id, 1.0f, EventSounds::pitchJitter(*id));
    }
  };
  ctx_.onUiSound = [this](SoundId id) { audio_->play(id); };
}

namespace {

// TRANSLATORS: the game's name, as the window's title says it.
constexpr const char* kWindowTitle = N_("Tower Defence");

// The editor names its document (and unsaved work) in the title; else the game's name, in the language of the
// moment.
std::string windowTitle() {
  const editorui::WindowGuard* guard = editorui::activeWindowGuard();
  return guard != nullptr ? guard->windowTitle() : std::string(tr(kWindowTitle));
}

}  // namespace

void App::openWindow(sf::RenderWindow& window, sf::Vector2u size) {
  shownTitle_ = tr(kWindowTitle);
  const sf::String title = sf::String::fromUtf8(shownTitle_.begin(), shownTitle_.end());
  fullscreenShown_ = ctx_.settings.fullscreen;
  const sf::VideoMode mode = fullscreenShown_ ? sf::VideoMode::getDesktopMode() : sf::VideoMode(size.x, size.y);
  const sf::Uint32 style = fullscreenShown_ ? sf::Style::Fullscreen : sf::Style::Default;
  window.create(mode, title, style, smoothSettings());
  if (window.setActive(true) && softwareRenderer()) window.create(mode, title, style, plainSettings());
  // The picture the desktop's menu shows (game/icon/IconPainter.h), so the window's matches it in a task bar.
  const sf::Image icon = paintIcon(64);
  window.setIcon(icon.getSize().x, icon.getSize().y, icon.getPixelsPtr());
  window.setFramerateLimit(60);
  window.setKeyRepeatEnabled(false);
  stack_.setInterfaceSize(ctx_.settings.interfaceSize);
  stack_.resize(window.getSize());
}

int App::run(sf::Vector2u size, int frames, const std::vector<ScriptedEvent>& script) {
  sf::RenderWindow window;
  openWindow(window, size);
  stack_.applyPending();
  stack_.resize(window.getSize());

  sf::Clock clock;
  float pending = 0.f;
  int drawn = 0;
  size_t nextScripted = 0;
  while (window.isOpen()) {
    sf::Event event;
    while (window.pollEvent(event)) {
      // A scripted run is its script: the window's own input is left out, or another program's window on the
      // same display taking the focus cancelled a stroke under way (the editor's smoke test lost a rectangle so
      // when tests ran side by side on one X server).
      if (!script.empty() && event.type != sf::Event::Closed && event.type != sf::Event::Resized) continue;
      handle(event, window);
    }
    // The settings screen may have changed it.
    stack_.setInterfaceSize(ctx_.settings.interfaceSize);
    while (nextScripted < script.size() && script[nextScripted].frame <= drawn) {
      handle(script[nextScripted++].event, window);
    }
    pending = std::min(pending + clock.restart().asSeconds(), kMaxFrameTime);
    // Scripted runs must do the same work on any machine: one step a frame.
    if (!script.empty()) pending = kStep;
    while (pending >= kStep) {
      // A direction held on the pad repeats, as a held key does.
      pad_.update(kStep, padCommands_);
      sendPadCommands();
      stack_.update(kStep);
      pending -= kStep;
    }
    window.clear();
    stack_.draw(window);
    window.display();
    stack_.applyPending();
    if (const std::string title = windowTitle(); title != shownTitle_) {
      window.setTitle(sf::String::fromUtf8(title.begin(), title.end()));
      shownTitle_ = title;
    }
    if (ctx_.quit || stack_.empty()) window.close();
    if (window.isOpen() && ctx_.settings.fullscreen != fullscreenShown_) openWindow(window, size);
    if (frames > 0 && ++drawn >= frames) window.close();
  }
  return 0;
}

bool App::screenshot(sf::Vector2u size, const std::filesystem::path& file, std::string& error, int settleFrames) {
  sf::RenderTexture texture;
  if (!texture.create(size.x, size.y, smoothSettings())) {
    error = "cannot create an off-screen image of " + std::to_string(size.x) + "x" + std::to_string(size.y);
    return false;
  }
  stack_.applyPending();
  stack_.setInterfaceSize(ctx_.settings.interfaceSize);
  stack_.resize(size);
  for (int i = 0; i < settleFrames; ++i) {
    texture.clear();
    stack_.draw(texture);
  }
  texture.clear();
  stack_.draw(texture);
  texture.display();
  sf::Image image = texture.getTexture().copyToImage();
  seenAs(image, screenshotVision_);
  if (!image.saveToFile(file.string())) {
    error = "cannot save the screenshot to " + file.string();
    return false;
  }
  return true;
}

void App::handle(const sf::Event& event, sf::RenderWindow& window) {
  switch (event.type) {
    case sf::Event::Closed:
      // Unsaved work in the editor is asked about first.
      if (editorui::WindowGuard* guard = editorui::activeWindowGuard(); guard != nullptr && guard->interceptClose()) {
        return;
      }
      // A level in progress asks too.
      if (stack_.interceptClose()) return;
      window.close();
      return;
    case sf::Event::Resized:
      window.setView(sf::View(
          sf::FloatRect(0.f, 0.f, static_cast<float>(event.size.width), static_cast<float>(event.size.height))));
      stack_.resize({event.size.width, event.size.height});
      return;
    case sf::Event::KeyPressed:
      if (event.key.code == sf::Keyboard::F12) {
        saveWindowImage(window);
        return;
      }
      break;
    default:
      break;
  }
  if (event.type == sf::Event::JoystickButtonPressed && stack_.top() != nullptr && stack_.top()->takesPadButtons()) {
    stack_.handle(event);
    return;
  }
  if (event.type == sf::Event::JoystickConnected) loadPadButtons(event.joystickConnect.joystickId);
  if (pad_.event(event, padCommands_)) {
    sendPadCommands();
    // A pad coming or going is news for the screen too (a game under way pauses).
    if (event.type != sf::Event::JoystickConnected && event.type != sf::Event::JoystickDisconnected) return;
  }
  stack_.handle(event);
}

void App::loadPadButtons(unsigned joystick) {
  const std::string name = sf::Joystick::getIdentification(joystick).name.toAnsiString();
  const auto it = ctx_.settings.padButtons.find(name);
  pad_.setMapping(joystick, it == ctx_.settings.padButtons.end() ? PadMapping::common() : PadMapping::load(it->second));
}

void App::sendPadCommands() {
  for (const PadCommand c : padCommands_) stack_.pad(c);
  padCommands_.clear();
}

void App::saveWindowImage(const sf::RenderWindow& window) {
  sf::Texture texture;
  if (!texture.create(window.getSize().x, window.getSize().y)) return;
  texture.update(window);
  // Time-stamped, with a counter for several shots within one second.
  static int taken = 0;
  char stamp[32];
  const std::time_t now = std::time(nullptr);
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
  char name[64];
  std::snprintf(name, sizeof name, "td-%s-%d.png", stamp, ++taken);
  if (!texture.copyToImage().saveToFile(name)) std::fprintf(stderr, "td: cannot save %s\n", name);
}

std::vector<ScriptedEvent> autoplayScript(sf::Vector2u size) {
  std::vector<ScriptedEvent> s;
  const auto w = static_cast<int>(size.x);
  const auto h = static_cast<int>(size.y);
  int f = 3;
  // Title -> level select -> first level; Enter does nothing once playing.
  s.push_back({f, keyEvent(sf::Keyboard::Enter)});
  s.push_back({f += 3, keyEvent(sf::Keyboard::Enter)});
  s.push_back({f += 3, keyEvent(sf::Keyboard::F)});  // 2x
  // Build across the middle of the map area, a few at a time.
  const int mapRight = w - 300;
  for (int i = 0; i < 8; ++i) {
    const int x = 40 + (mapRight - 80) * (i + 1) / 10;
    const int y = 70 + (h - 200) * ((i * 3) % 7 + 1) / 9;
    s.push_back({f += 4, keyEvent(static_cast<sf::Keyboard::Key>(sf::Keyboard::Num1 + i % 4))});
    s.push_back({f += 2, mouseMove(x, y)});
    s.push_back({f += 2, mouseClick(x, y)});
    // A right click without dragging drops the pick when the button comes up.
    s.push_back({f += 2, mouseClick(x, y, sf::Mouse::Right)});
    s.push_back({f += 1, mouseRelease(x, y, sf::Mouse::Right)});
  }
  s.push_back({f += 5, keyEvent(sf::Keyboard::N)});  // call the first wave early
  const int x0 = 40 + (mapRight - 80) / 10;
  const int y0 = 70 + (h - 200) / 9;
  s.push_back({f += 30, mouseClick(x0, y0)});         // select what stands there
  s.push_back({f += 3, keyEvent(sf::Keyboard::T)});   // targeting
  s.push_back({f += 3, keyEvent(sf::Keyboard::U)});   // upgrade
  s.push_back({f += 3, keyEvent(sf::Keyboard::F)});   // 4x
  s.push_back({f += 60, keyEvent(sf::Keyboard::P)});  // pause ...
  s.push_back({f += 10, keyEvent(sf::Keyboard::P)});  // ... and resume
  s.push_back({f += 3, keyEvent(sf::Keyboard::R)});
  s.push_back({f += 60, keyEvent(sf::Keyboard::S)});  // sell the selected tower
  s.push_back({f += 3, keyEvent(sf::Keyboard::N)});
  // Nothing is in hand after the sale, so Esc opens the pause menu; its last
  // entry leaves the level, which is under way and so asks first.
  s.push_back({f += 120, keyEvent(sf::Keyboard::Escape)});
  s.push_back({f += 3, keyEvent(sf::Keyboard::Up)});
  s.push_back({f += 3, keyEvent(sf::Keyboard::Enter)});
  s.push_back({f += 3, keyEvent(sf::Keyboard::Enter)});  // "Yes": back to the menus
  return s;
}

}  // namespace td

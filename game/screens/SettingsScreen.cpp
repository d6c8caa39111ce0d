#include <algorithm>
#include <cmath>
#include <iterator>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/render/Palette.h"
#include "game/screens/MenuBackdrop.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/ui/Menu.h"
#include "game/ui/NoticeText.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

const char* onOff(bool on) { return on ? tr("on") : tr("off"); }

std::string percent(float fraction) {
  // TRANSLATORS: a percentage; {0} is the number.
  return textf(tr("{0} %"), static_cast<int>(std::lround(fraction * 100.f)));
}

// Volumes move in tenths; a click past the top wraps round to silence, so the
// mouse alone can reach every value.
float stepVolume(float volume, int step, bool wrap) {
  const long tenths = std::lround(volume * 10.f) + step;
  if (wrap && tenths > 10) return 0.f;
  return static_cast<float>(std::clamp(tenths, 0L, 10L)) / 10.f;
}

// Interface sizes move in quarters, wrapping round like the volumes.
constexpr float kSizeStep = 0.25f;

float stepInterfaceSize(float size, int step, bool wrap) {
  using S = persist::Settings;
  const float next = std::round(size / kSizeStep + static_cast<float>(step)) * kSizeStep;
  if (wrap && next > S::kMaxInterfaceSize) return S::kMinInterfaceSize;
  return std::clamp(next, S::kMinInterfaceSize, S::kMaxInterfaceSize);
}

constexpr unsigned kTitleSize = 44;
constexpr unsigned kKeysSize = 14;

enum Row : int {
  kLanguage,
  kMusic,
  kEffects,
  kFullscreen,
  kInterfaceSize,
  kRoutes,
  kFirstWave,
  kShake,
  kFlashing,
  kHalfSpeed,
  kColours,
  kControls,
  kResetProgress,
  kBack,
  kRowCount
};

class SettingsScreen : public Screen {
 public:
  explicit SettingsScreen(GameContext& ctx) : ctx_(ctx) {
    for (int i = 0; i < kRowCount; ++i) menu_.add("");
    relabel();
  }

  void resize(sf::Vector2u size) override {
    size_ = size;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    title_ = centredTextBox(ctx_.res.font, tr("Settings"), kTitleSize, w * 0.5f, std::max(12.f, std::round(h * 0.08f)));
    keys_ = centredTextBox(ctx_.res.font, keysLine(), kKeysSize, w * 0.5f, h - 30.f);
    const float top = title_.top + title_.height + 16.f;
    // Two columns in a short window rather than rows too thin to read.
    menu_.layoutIn({20.f, top, w - 40.f, keys_.top - 12.f - top}, 420.f, 50.f, 40.f, 8.f);
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p = {{"title", title_}, {"keys", keys_}};
    for (const Button& b : menu_.entries()) p.push_back({b.label, b.rect});
    return p;
  }

  void handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed) {
      switch (event.key.code) {
        case sf::Keyboard::Escape:
          ctx_.uiSound(SoundId::Click);
          ctx_.stack.pop();
          return;
        case sf::Keyboard::Left:
        case sf::Keyboard::A:
          change(menu_.focus(), -1, false);
          return;
        case sf::Keyboard::Right:
        case sf::Keyboard::D:
          change(menu_.focus(), 1, false);
          return;
        default:
          break;
      }
    }
    const auto picked = menu_.handle(event);
    if (!picked) return;
    if (*picked == kBack) {
      ctx_.uiSound(SoundId::Click);
      ctx_.stack.pop();
      return;
    }
    if (*picked == kControls) {
      ctx_.uiSound(SoundId::Click);
      ctx_.stack.push(makeControlsScreen(ctx_));
      return;
    }
    if (*picked == kResetProgress) {
      askToResetProgress();
      return;
    }
    change(*picked, 1, true);
  }

  void update(float dt) override {
    time_ += dt;
    // Back from the Controls page: the rows that name keys follow.
    if (!(ctx_.keys == shownKeys_)) relabel();
  }

  void draw(sf::RenderTarget& target) override {
    drawMenuBackdrop(target, time_);
    const float cx = static_cast<float>(size_.x) * 0.5f;
    drawTextCentred(target, ctx_.res.font, tr("Settings"), kTitleSize, colors::kText, cx, title_.top);
    menu_.draw(target, ctx_.res.font);
    drawTextCentred(target, ctx_.res.font, keysLine(), kKeysSize, colors::kTextDim, cx, keys_.top);
    if (!ctx_.settingsProblem.empty()) {
      // Over the backdrop under the rows where there is room, else over the last rows.
      const float notice = std::min(menu_.bounds().top + menu_.bounds().height + 12.f, keys_.top - 90.f);
      drawNoticeText(target, ctx_.res.font, ctx_.settingsProblem, colors::refuse(), cx, notice,
                     std::min(static_cast<float>(size_.x) - 40.f, 760.f));
    }
  }

 private:
  // The promise of saving holds only while saving works.
  std::string keysLine() const {
    return ctx_.settingsProblem.empty() ? tr("Left and Right change the focused value; changes are saved at once")
                                        : tr("Left and Right change the focused value");
  }

  // Changes row `row` one step up or down; toggles ignore the direction.
  void change(int row, int step, bool wrap) {
    persist::Settings& s = ctx_.settings;
    switch (row) {
      case kLanguage: {
        // Each language in turn, as Settings lists them; the App loads its catalogue and typeface, and keeps the
        // one before when the typeface is missing (the title screen then says why).
        const Language now = languageFromCode(s.language).value_or(currentLanguage());
        size_t i = 0;
        while (i < kLanguages.size() && kLanguages[i].language != now) ++i;
        const auto count = static_cast<int>(kLanguages.size());
        const int next = ((static_cast<int>(i) + (step < 0 ? -1 : 1)) % count + count) % count;
        s.language = std::string(kLanguages[static_cast<size_t>(next)].code);
        if (ctx_.onSettingsChanged) ctx_.onSettingsChanged(s);
        if (currentLanguage() != kLanguages[static_cast<size_t>(next)].language) {
          s.language = std::string(languageInfo(currentLanguage()).code);
        }
        relabel();
        resize(size_);
        ctx_.uiSound(SoundId::Click);
        return;
      }
      case kMusic:
        s.musicVolume = stepVolume(s.musicVolume, step, wrap);
        break;
      case kEffects:
        s.effectsVolume = stepVolume(s.effectsVolume, step, wrap);
        break;
      case kFullscreen:
        s.fullscreen = !s.fullscreen;
        break;
      case kInterfaceSize:
        s.interfaceSize = stepInterfaceSize(s.interfaceSize, step, wrap);
        break;
      case kRoutes:
        s.showRoutes = !s.showRoutes;
        break;
      case kFirstWave:
        s.firstWaveWaits = !s.firstWaveWaits;
        break;
      case kShake:
        s.screenShake = !s.screenShake;
        break;
      case kFlashing:
        s.flashing = !s.flashing;
        break;
      case kHalfSpeed:
        s.halfSpeed = !s.halfSpeed;
        break;
      case kColours: {
        // Normal, then each deficiency's palette, round again.
        constexpr ColourVision kOrder[] = {ColourVision::Normal, ColourVision::Protanopia, ColourVision::Deuteranopia,
                                           ColourVision::Tritanopia};
        const ColourVision now = colourVisionNamed(s.colourVision).value_or(ColourVision::Normal);
        size_t i = 0;
        while (i < std::size(kOrder) && kOrder[i] != now) ++i;
        const auto count = static_cast<int>(std::size(kOrder));
        const int next = ((static_cast<int>(i) + (step < 0 ? -1 : 1)) % count + count) % count;
        s.colourVision = std::string(colourVisionName(kOrder[static_cast<size_t>(next)]));
        setColourPalette(kOrder[static_cast<size_t>(next)]);
        break;
      }
      default:
        return;
    }
    relabel();
    if (ctx_.onSettingsChanged) ctx_.onSettingsChanged(s);
    // After the change, so a new effects volume is heard at once.
    ctx_.uiSound(SoundId::Click);
  }

  // Forgetting every result cannot be undone, so it is asked first.
  void askToResetProgress() {
    ctx_.uiSound(SoundId::Click);
    size_t won = 0;
    for (const auto& [id, record] : ctx_.progress.levels()) won += record.completed ? 1 : 0;
    ConfirmActions ask;
    ask.question = tr("Forget every level's result?");
    ask.detail = textf(
        trn("{0} level won so far. This cannot be undone.", "{0} levels won so far. This cannot be undone.", won), won);
    ask.yes = [this] {
      ctx_.progress = persist::Progress{};
      if (ctx_.onProgressReset) ctx_.onProgressReset(ctx_.progress);
      ctx_.stack.pop();
      relabel();
    };
    ask.no = [this] { ctx_.stack.pop(); };
    ctx_.stack.push(makeConfirmScreen(ctx_, std::move(ask)));
  }

  void relabel() {
    shownKeys_ = ctx_.keys;
    const persist::Settings& s = ctx_.settings;
    auto& e = menu_.entries();
    // TRANSLATORS: the language's own name follows, as it calls itself (Polski, Русский, 中文).
    e[kLanguage].label = textf(tr("Language: {0}"), languageInfo(currentLanguage()).nativeName);
    // In the language in use: its typeface may lack the others' letters (DejaVu has no Chinese).
    e[kLanguage].detail = tr("English, Polish, Russian or Chinese");
    e[kMusic].label = textf(tr("Music volume: {0}"), percent(s.musicVolume));
    e[kMusic].detail.clear();
    e[kEffects].label = textf(tr("Effects volume: {0}"), percent(s.effectsVolume));
    e[kEffects].detail.clear();
    e[kFullscreen].label = textf(tr("Fullscreen: {0}"), onOff(s.fullscreen));
    e[kFullscreen].detail.clear();
    e[kInterfaceSize].label = textf(tr("Interface size: {0}"), percent(s.interfaceSize));
    e[kInterfaceSize].detail = tr("text and panels, on top of the window's size");
    e[kRoutes].label = textf(tr("Routes shown at start: {0}"), onOff(s.showRoutes));
    e[kRoutes].detail = ctx_.keys.firstKey(PlayAction::ShowRoutes).empty()
                            ? tr("the routes key toggles them while playing")
                            : textf(tr("{0} toggles them while playing"), ctx_.keys.firstKey(PlayAction::ShowRoutes));
    e[kFirstWave].label =
        s.firstWaveWaits ? tr("First wave: when you start it") : tr("First wave: after the countdown");
    e[kFirstWave].detail = s.firstWaveWaits ? tr("build first, then Next wave") : tr("the level's own delay");
    e[kShake].label = textf(tr("Screen shake: {0}"), onOff(s.screenShake));
    e[kShake].detail = tr("the map shakes when an enemy gets through");
    e[kFlashing].label = textf(tr("Flashing: {0}"), onOff(s.flashing));
    e[kFlashing].detail = s.flashing ? tr("alarms blink, hits flash") : tr("steady alarms, no hit flashes");
    e[kHalfSpeed].label = s.halfSpeed ? tr("Game speed: half") : tr("Game speed: normal");
    e[kHalfSpeed].detail =
        s.halfSpeed ? tr("every speed at half its pace: more time to act") : tr("1x is the usual pace");
    const ColourVision vision = colourVisionNamed(s.colourVision).value_or(ColourVision::Normal);
    e[kColours].label = vision == ColourVision::Normal         ? tr("Colours: standard")
                        : vision == ColourVision::Protanopia   ? tr("Colours: for protanopia")
                        : vision == ColourVision::Deuteranopia ? tr("Colours: for deuteranopia")
                                                               : tr("Colours: for tritanopia");
    e[kColours].detail = tr("what allowed, refused and each route look like");
    e[kControls].label = tr("Controls");
    e[kControls].detail = ctx_.keys.isDefault() ? tr("every play key, rebound by pressing it") : tr("your own keys");
    e[kResetProgress].label = tr("Reset progress");
    e[kResetProgress].detail =
        ctx_.progress.levels().empty() ? tr("no results yet") : tr("forget every level's result");
    e[kBack].label = tr("Back");
  }

  GameContext& ctx_;
  KeyBindings shownKeys_;  // the keys the rows were labelled with
  Menu menu_;
  sf::FloatRect title_, keys_;
  sf::Vector2u size_{1280, 720};
  float time_ = 0.f;
};

}  // namespace

std::unique_ptr<Screen> makeSettingsScreen(GameContext& ctx) {
  auto s = std::make_unique<SettingsScreen>(ctx);
  s->resize({1280, 720});
  return s;
}

}  // namespace td

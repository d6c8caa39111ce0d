#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/System/Clock.hpp>
#include <SFML/Window/Event.hpp>
#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include "game/text/Language.h"

struct ImGuiContext;

namespace td::editorui {

// Dear ImGui inside an SFML window: owns an ImGui context, feeds it the
// window's events (mouse, wheel, keys with modifiers, text) and draws its
// panels with ImGui's OpenGL 2 back-end on top of whatever SFML drew first.
// One frame is beginFrame(), any number of ImGui:: widget calls, render().
class ImGuiLayer {
 public:
  // The panels write in the game's typeface for `language` (game/text/UiFonts.h), with the glyphs that
  // language needs (for Chinese, the common ideographs and every one its catalogue uses); when it cannot be read,
  // ImGui's built-in font is used and fontError() says why. `characters` are written too, whatever the language's usual
  // set holds (the data's names in Chinese).
  explicit ImGuiLayer(Language language, float fontPixels = 16.f, const std::string& characters = {});
  ~ImGuiLayer();
  ImGuiLayer(const ImGuiLayer&) = delete;
  ImGuiLayer& operator=(const ImGuiLayer&) = delete;

  void handle(const sf::Event& event);

  // What ImGui claimed during the last frame: the game should leave such
  // input alone (a click on a panel is not a click on the map).
  bool wantsMouse() const;
  bool wantsKeyboard() const;
  bool wantsText() const;
  // A menu, combo box or other popup is open (modal dialogs included).
  bool popupOpen() const;
  // Closes every open popup at the start of the next frame (Esc over a menu).
  void closePopups() { closePopups_ = true; }

  // Starts a frame the size of `target`; the target's GL context is made
  // current, since the font texture is created on first use.
  void beginFrame(sf::RenderTarget& target);
  // Ends the frame and draws it over the target's contents.
  void render(sf::RenderTarget& target);

  const std::string& fontError() const { return fontError_; }

  // Makes this layer's context ImGui's current one: every call above does; code that asks ImGui outside a frame
  // (the editor's layout measures its tabs' labels) calls it first.
  void makeCurrent() const;

 private:
  ImGuiContext* context_ = nullptr;
  sf::Clock clock_;
  // A press and its release may arrive within one frame (scripted input, a
  // quick tap); ImGui samples buttons once a frame, so a press is held until
  // the frame after it has been seen.
  std::array<bool, 5> mouseDown_{};
  std::array<bool, 5> mousePressed_{};
  std::string fontError_;
  // The characters the font holds, as ImGui's ranges (pairs of first and last, then 0); ImGui reads them when
  // it builds the font, so they live as long as the layer.
  std::vector<unsigned short> glyphRanges_;
  std::string clipboard_;
  bool frameOpen_ = false;
  bool closePopups_ = false;
};

}  // namespace td::editorui

#include "game/editor/ImGuiLayer.h"

#include <backends/imgui_impl_opengl2.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <SFML/OpenGL.hpp>
#include <SFML/Window/Clipboard.hpp>
#include <SFML/Window/Context.hpp>
#include <algorithm>
#include <cfloat>

#include "game/editor/ImGuiStyle.h"
#include "game/text/Catalogue.h"
#include "game/text/UiFonts.h"

namespace td::editorui {
namespace {

// ImGui 1.86 takes keys as indices into io.KeysDown; SFML's key codes serve
// as those indices directly.
int keyIndex(sf::Keyboard::Key key) { return static_cast<int>(key); }

void mapKeys(ImGuiIO& io) {
  io.KeyMap[ImGuiKey_Tab] = keyIndex(sf::Keyboard::Tab);
  io.KeyMap[ImGuiKey_LeftArrow] = keyIndex(sf::Keyboard::Left);
  io.KeyMap[ImGuiKey_RightArrow] = keyIndex(sf::Keyboard::Right);
  io.KeyMap[ImGuiKey_UpArrow] = keyIndex(sf::Keyboard::Up);
  io.KeyMap[ImGuiKey_DownArrow] = keyIndex(sf::Keyboard::Down);
  io.KeyMap[ImGuiKey_PageUp] = keyIndex(sf::Keyboard::PageUp);
  io.KeyMap[ImGuiKey_PageDown] = keyIndex(sf::Keyboard::PageDown);
  io.KeyMap[ImGuiKey_Home] = keyIndex(sf::Keyboard::Home);
  io.KeyMap[ImGuiKey_End] = keyIndex(sf::Keyboard::End);
  io.KeyMap[ImGuiKey_Insert] = keyIndex(sf::Keyboard::Insert);
  io.KeyMap[ImGuiKey_Delete] = keyIndex(sf::Keyboard::Delete);
  io.KeyMap[ImGuiKey_Backspace] = keyIndex(sf::Keyboard::Backspace);
  io.KeyMap[ImGuiKey_Space] = keyIndex(sf::Keyboard::Space);
  io.KeyMap[ImGuiKey_Enter] = keyIndex(sf::Keyboard::Enter);
  io.KeyMap[ImGuiKey_Escape] = keyIndex(sf::Keyboard::Escape);
  io.KeyMap[ImGuiKey_A] = keyIndex(sf::Keyboard::A);
  io.KeyMap[ImGuiKey_C] = keyIndex(sf::Keyboard::C);
  io.KeyMap[ImGuiKey_V] = keyIndex(sf::Keyboard::V);
  io.KeyMap[ImGuiKey_X] = keyIndex(sf::Keyboard::X);
  io.KeyMap[ImGuiKey_Y] = keyIndex(sf::Keyboard::Y);
  io.KeyMap[ImGuiKey_Z] = keyIndex(sf::Keyboard::Z);
}

int mouseIndex(sf::Mouse::Button button) {
  switch (button) {
    case sf::Mouse::Left:
      return 0;
    case sf::Mouse::Right:
      return 1;
    case sf::Mouse::Middle:
      return 2;
    case sf::Mouse::XButton1:
      return 3;
    case sf::Mouse::XButton2:
      return 4;
    default:
      return -1;
  }
}

const char* getClipboard(void* user) {
  auto* text = static_cast<std::string*>(user);
  // As UTF-8, which ImGui's text fields take: a name pasted in Polish, Russian or Chinese keeps its letters.
  const std::basic_string<sf::Uint8> utf8 = sf::Clipboard::getString().toUtf8();
  text->assign(utf8.begin(), utf8.end());
  return text->c_str();
}

void setClipboard(void*, const char* text) {
  sf::Clipboard::setString(sf::String::fromUtf8(text, text + std::char_traits<char>::length(text)));
}

// Latin-1 and Latin Extended-A (Polish), Cyrillic, dashes and ellipsis, arrows: what the panels write in every
// language; Chinese adds the common ideographs and their punctuation (ImGui's list of 2,500).
const ImWchar kGlyphRanges[] = {0x0020, 0x017F, 0x0400, 0x045F, 0x2010, 0x2027, 0x2190, 0x2199, 0};

// Built once per atlas; the ranges must outlive it (ImGui reads them when the atlas is built).
static_assert(sizeof(ImWchar) == sizeof(unsigned short), "ImGui built with 16-bit characters, as Debian's is");

const ImWchar* glyphRanges(Language language, ImFontAtlas& atlas, const std::string& characters,
                           std::vector<unsigned short>& kept) {
  if (!languageInfo(language).cjk) return kGlyphRanges;
  ImFontGlyphRangesBuilder builder;
  builder.AddRanges(kGlyphRanges);
  builder.AddRanges(atlas.GetGlyphRangesChineseSimplifiedCommon());
  const std::string catalogue = catalogueCharacters(language);
  builder.AddText(catalogue.c_str(), catalogue.c_str() + catalogue.size());
  builder.AddText(characters.c_str(), characters.c_str() + characters.size());
  ImVector<ImWchar> ranges;
  builder.BuildRanges(&ranges);
  kept.assign(ranges.begin(), ranges.end());
  return reinterpret_cast<const ImWchar*>(kept.data());
}

}  // namespace

ImGuiLayer::ImGuiLayer(Language language, float fontPixels, const std::string& characters) {
  IMGUI_CHECKVERSION();
  ImGuiContext* previous = ImGui::GetCurrentContext();
  context_ = ImGui::CreateContext();
  ImGui::SetCurrentContext(context_);
  ImGuiIO& io = ImGui::GetIO();
  // The layout is made by code every frame; nothing to remember between runs.
  io.IniFilename = nullptr;
  io.LogFilename = nullptr;
  io.BackendPlatformName = "td-sfml";
  io.GetClipboardTextFn = getClipboard;
  io.SetClipboardTextFn = setClipboard;
  io.ClipboardUserData = &clipboard_;
  mapKeys(io);

  std::filesystem::path fontFile;
  int face = 0;
  // ImGui stops the program on a font it cannot read, so look first.
  if (uiFontFace(language, fontFile, face, fontError_)) {
    ImFontConfig config;
    config.FontNo = face;
    // Thousands of ideographs oversampled twice would make a texture of 4096 pixels a side.
    config.OversampleH = languageInfo(language).cjk ? 1 : 2;
    config.OversampleV = languageInfo(language).cjk ? 1 : 2;
    if (io.Fonts->AddFontFromFileTTF(fontFile.string().c_str(), fontPixels, &config,
                                     glyphRanges(language, *io.Fonts, characters, glyphRanges_)) == nullptr) {
      fontError_ = "cannot load the font " + fontFile.string();
    }
  }
  if (!fontError_.empty()) io.Fonts->AddFontDefault();
  applyEditorStyle(ImGui::GetStyle());
  ImGui_ImplOpenGL2_Init();
  if (previous != nullptr) ImGui::SetCurrentContext(previous);
}

ImGuiLayer::~ImGuiLayer() {
  makeCurrent();
  {
    // Deleting the font texture needs some GL context; SFML's contexts share
    // their textures, so a temporary one will do.
    sf::Context gl;
    ImGui_ImplOpenGL2_Shutdown();
  }
  ImGui::DestroyContext(context_);
}

void ImGuiLayer::makeCurrent() const {
  if (ImGui::GetCurrentContext() != context_) ImGui::SetCurrentContext(context_);
}

bool ImGuiLayer::wantsMouse() const {
  makeCurrent();
  return ImGui::GetIO().WantCaptureMouse;
}

bool ImGuiLayer::wantsKeyboard() const {
  makeCurrent();
  return ImGui::GetIO().WantCaptureKeyboard;
}

bool ImGuiLayer::wantsText() const {
  makeCurrent();
  return ImGui::GetIO().WantTextInput;
}

bool ImGuiLayer::popupOpen() const {
  makeCurrent();
  return ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
}

void ImGuiLayer::handle(const sf::Event& event) {
  makeCurrent();
  ImGuiIO& io = ImGui::GetIO();
  switch (event.type) {
    case sf::Event::MouseMoved:
      io.MousePos = ImVec2(static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y));
      break;
    case sf::Event::MouseLeft:
      io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
      break;
    case sf::Event::MouseButtonPressed:
    case sf::Event::MouseButtonReleased: {
      io.MousePos = ImVec2(static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y));
      const int b = mouseIndex(event.mouseButton.button);
      if (b < 0) break;
      const bool down = event.type == sf::Event::MouseButtonPressed;
      mouseDown_[static_cast<size_t>(b)] = down;
      if (down) mousePressed_[static_cast<size_t>(b)] = true;
      break;
    }
    case sf::Event::MouseWheelScrolled:
      if (event.mouseWheelScroll.wheel == sf::Mouse::HorizontalWheel) {
        io.MouseWheelH += event.mouseWheelScroll.delta;
      } else {
        io.MouseWheel += event.mouseWheelScroll.delta;
      }
      break;
    case sf::Event::KeyPressed:
    case sf::Event::KeyReleased: {
      const bool down = event.type == sf::Event::KeyPressed;
      const int k = keyIndex(event.key.code);
      if (k >= 0 && k < static_cast<int>(IM_ARRAYSIZE(io.KeysDown))) io.KeysDown[k] = down;
      io.KeyCtrl = event.key.control;
      io.KeyShift = event.key.shift;
      io.KeyAlt = event.key.alt;
      io.KeySuper = event.key.system;
      break;
    }
    case sf::Event::TextEntered:
      // Control characters arrive as key presses too; ImGui wants only text.
      if (event.text.unicode >= 32 && event.text.unicode != 127) io.AddInputCharacter(event.text.unicode);
      break;
    case sf::Event::LostFocus:
      io.AddFocusEvent(false);
      mouseDown_.fill(false);
      mousePressed_.fill(false);
      std::fill(std::begin(io.KeysDown), std::end(io.KeysDown), false);
      io.KeyCtrl = io.KeyShift = io.KeyAlt = io.KeySuper = false;
      break;
    case sf::Event::GainedFocus:
      io.AddFocusEvent(true);
      break;
    default:
      break;
  }
}

void ImGuiLayer::beginFrame(sf::RenderTarget& target) {
  makeCurrent();
  if (frameOpen_) ImGui::EndFrame();
  (void)target.setActive(true);
  ImGuiIO& io = ImGui::GetIO();
  const sf::Vector2u size = target.getSize();
  io.DisplaySize = ImVec2(static_cast<float>(size.x), static_cast<float>(size.y));
  io.DisplayFramebufferScale = ImVec2(1.f, 1.f);
  io.DeltaTime = std::clamp(clock_.restart().asSeconds(), 1.f / 1000.f, 0.25f);
  for (size_t b = 0; b < mouseDown_.size(); ++b) {
    io.MouseDown[b] = mouseDown_[b] || mousePressed_[b];
    mousePressed_[b] = false;
  }
  ImGui_ImplOpenGL2_NewFrame();
  ImGui::NewFrame();
  frameOpen_ = true;
  if (closePopups_) {
    closePopups_ = false;
    ImGui::ClosePopupToLevel(0, true);
  }
}

void ImGuiLayer::render(sf::RenderTarget& target) {
  makeCurrent();
  if (!frameOpen_) return;
  frameOpen_ = false;
  ImGui::Render();
  // SFML keeps a cache of the GL state it set; saving it around ImGui's
  // drawing and restoring it afterwards keeps both sides' view consistent.
  target.pushGLStates();
  ImGui_ImplOpenGL2_RenderDrawData(ImGui::GetDrawData());
  // Blending translucent panels also blends the target's alpha channel;
  // a window does not care, but a saved screenshot would come out see-through.
  glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_TRUE);
  glClearColor(0.f, 0.f, 0.f, 1.f);
  glClear(GL_COLOR_BUFFER_BIT);
  glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
  target.popGLStates();
}

}  // namespace td::editorui

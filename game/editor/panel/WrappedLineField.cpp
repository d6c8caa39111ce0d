#include "game/editor/panel/WrappedLineField.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

namespace td::editorui {
namespace {

float fieldTextWidth(std::string_view text) { return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x; }

std::string joinLines(std::string_view shown) {
  std::string line(shown);
  std::replace(line.begin(), line.end(), '\n', ' ');
  return line;
}

// The field's callback: a line break typed or pasted becomes a space, and after every edit the text is wrapped
// again in place (same length, so ImGui's cursor and selection stay where they were).
int wrapWhileTyping(ImGuiInputTextCallbackData* data) {
  if (data->EventFlag == ImGuiInputTextFlags_CallbackCharFilter) {
    if (data->EventChar == '\n') data->EventChar = ' ';
    return 0;
  }
  const std::string_view typed(data->Buf, static_cast<size_t>(data->BufTextLen));
  const std::string wrapped =
      wrapAtSpaces(joinLines(typed), *static_cast<const float*>(data->UserData), fieldTextWidth);
  if (wrapped != typed) {
    std::copy(wrapped.begin(), wrapped.end(), data->Buf);
    data->BufDirty = true;
  }
  return 0;
}

}  // namespace

std::string wrapAtSpaces(std::string_view text, float width, const std::function<float(std::string_view)>& measure) {
  std::string out(text);
  size_t lineStart = 0;
  size_t breakAt = std::string::npos;  // the last space of the line so far, where it may break
  for (size_t i = 0; i <= out.size(); ++i) {
    const bool end = i == out.size();
    if (!end && out[i] == '\n') {
      lineStart = i + 1;
      breakAt = std::string::npos;
      continue;
    }
    if (!end && out[i] != ' ') continue;
    // The word that ends here does not fit on the line: it starts the next one, unless the line would be empty.
    const std::string_view line = std::string_view(out).substr(lineStart, i - lineStart);
    if (measure(line) > width && breakAt != std::string::npos && breakAt > lineStart) {
      out[breakAt] = '\n';
      lineStart = breakAt + 1;
    }
    breakAt = i;
  }
  return out;
}

bool WrappedLineField::draw(const char* id, float lines) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float width = ImGui::GetContentRegionAvail().x;
  // Room for the frame's padding and for a scroll bar, should the text outgrow the field.
  wrapWidth_ = std::max(1.f, width - 2.f * style.FramePadding.x - style.ScrollbarSize);
  const ImVec2 size(width, ImGui::GetTextLineHeight() * lines + 2.f * style.FramePadding.y);
  constexpr ImGuiInputTextFlags kFlags = ImGuiInputTextFlags_CtrlEnterForNewLine | ImGuiInputTextFlags_CallbackEdit |
                                         ImGuiInputTextFlags_CallbackCharFilter;
  return ImGui::InputTextMultiline(id, &shown_, size, kFlags, wrapWhileTyping, &wrapWidth_);
}

std::string WrappedLineField::line() const { return joinLines(shown_); }

void WrappedLineField::follow(const std::string& text) {
  if (!ImGui::IsItemActive()) shown_ = wrapAtSpaces(text, wrapWidth_, fieldTextWidth);
}

}  // namespace td::editorui

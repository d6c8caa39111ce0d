#pragma once

struct ImGuiStyle;

namespace td::editorui {

// The editor's panels in the game's colours: dark slate panels, gold accents
// for what is active, the game's route blue for hover and focus.
void applyEditorStyle(ImGuiStyle& style);

}  // namespace td::editorui

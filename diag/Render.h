//===- Render.h - how rsgpu's tools print a diagnostic ----------*- C++ -*-===//
//
// The one rendering of a diagnostic shared by rsgpu-gen (DiagEngine,
// generator/support/Diagnostics.h) and rsgpu-check (Reporter,
// checker/Diag.h): rustc-style text (`error[RG0011]: ...`, `--> file:line:col`,
// the source line with a caret, `= note:`/`= help:` lines, located notes) or
// one JSON object per line (level, code, message, file, line, column, notes,
// related). Each tool keeps what is its own (where locations come from,
// suppressions, ordering); what a user reads is the same.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_DIAG_RENDER_H
#define RSGPU_DIAG_RENDER_H

#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace rsgpu::diag {

enum class Level { Error, Warning, Note };

const char *levelName(Level l);

/// A source position; `file` empty: none.
struct Location {
  std::string file;
  unsigned line = 0, column = 0;
  std::string snippet; ///< the source line (empty: not shown unless column 1)
  unsigned caretLen = 1;
};

struct Note {
  std::string message; ///< "help: ..." prints as `= help: ...`
  Location loc;        ///< file empty: a plain note
};

struct Rendered {
  Level level = Level::Error;
  std::string code; ///< "RG0011"; may be empty
  std::string message;
  Location loc;
  std::vector<Note> notes; ///< located notes first, then plain ones
};

/// rustc-style text.
void printHuman(llvm::raw_ostream &os, const Rendered &d,
                llvm::ColorMode color = llvm::ColorMode::Disable);
/// One JSON object and a newline.
void printJson(llvm::raw_ostream &os, const Rendered &d);

} // namespace rsgpu::diag

#endif

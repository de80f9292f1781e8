//===- SourceText.h - reading the crate's source text ------------*- C++ -*-===//
//
// Internal to the source readers (EnumSource.cpp, ImplHeaders.cpp,
// SourceItems.cpp); EnumSource.h declares what the rest of rsgpu-gen uses.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_SOURCETEXT_H
#define RSGPU_IR_SOURCETEXT_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rsgpu::ir::srctext {

/// `PATH` of `..at PATH:4:10: 4:15..` ending just before `from`.
std::string pathBefore(llvm::StringRef s, size_t from);
/// The source path a MIR name or type mentions (`<impl at PATH:..>`,
/// `{closure@PATH:..}`); "" when it names none.
std::string pathIn(llvm::StringRef s);
/// `src` without comments.
std::string stripComments(const std::string &src);
/// A character of a Rust identifier.
bool identChar(char c);
/// The source file at `path` with its comments stripped, read once per
/// process; nullptr when there is none or it cannot be read.
const std::string *strippedSource(const std::string &path);
/// Where `src` declares `keyword name` (both whole words): for each, the
/// keyword's position and the position just past the name.
std::vector<std::pair<size_t, size_t>>
declarations(const std::string &src, llvm::StringRef keyword,
             llvm::StringRef name);
/// A non-negative integer literal (`3`, `0x10`, `1_000u8`).
std::optional<uint64_t> literal(llvm::StringRef s);
/// Splits `s` at commas outside (), [], {} and <> (`->` is no bracket).
std::vector<std::string> splitTopLevel(llvm::StringRef s);
/// `v` without leading `#[..]` attributes; nullopt if one is unterminated
/// or is a `cfg`.
std::optional<llvm::StringRef> dropAttributes(llvm::StringRef v);
/// `a::b::Name<T, U>` -> `a::b::Name`.
llvm::StringRef withoutGenerics(llvm::StringRef t);
/// `a::b::Name<T, U>` -> `Name`.
std::string lastSegment(llvm::StringRef t);
/// A plain path's text without generic arguments; "" otherwise.
std::string pathText(llvm::StringRef t);
/// The brace depth at each position of `src` (literals' braces not counted).
std::vector<int> braceDepths(const std::string &src);

} // namespace rsgpu::ir::srctext

#endif

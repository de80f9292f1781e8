//===- SourceText.cpp - reading the crate's source text -----------------===//
//
// The text-level helpers the source readers share (EnumSource.cpp,
// ImplHeaders.cpp, SourceItems.cpp): the crate's file as the MIR names it,
// read once with its comments stripped, declarations found by keyword and
// name, literals, top-level comma splits, attributes, brace depths and type
// paths' parts.
//
//===----------------------------------------------------------------------===//
#include "ir/SourceText.h"
#include "ir/EnumSource.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cctype>
#include <fstream>
#include <map>
#include <sstream>

using namespace rsgpu;
using namespace rsgpu::ir;
using namespace rsgpu::ir::srctext;
using llvm::StringRef;

namespace rsgpu::ir::srctext {

/// `PATH` of `..at PATH:4:10: 4:15..` / `..closure@PATH:4:10: 4:15..`.
std::string pathBefore(StringRef s, size_t from) {
  StringRef rest = s.drop_front(from);
  // the path ends at the `:LINE:COL` that follows it
  for (size_t i = 0; i < rest.size(); ++i) {
    if (rest[i] != ':')
      continue;
    size_t j = i + 1;
    while (j < rest.size() && std::isdigit((unsigned char)rest[j]))
      ++j;
    if (j > i + 1 && j < rest.size() && rest[j] == ':')
      return rest.take_front(i).str();
  }
  return "";
}

std::string pathIn(StringRef s) {
  for (StringRef mark : {StringRef("<impl at "), StringRef("closure@")})
    if (size_t at = s.find(mark); at != StringRef::npos)
      if (std::string p = pathBefore(s, at + mark.size()); !p.empty())
        return p;
  return "";
}

/// `src` without comments (string literals kept as they are: an enum body
/// has none).
std::string stripComments(const std::string &src) {
  std::string r;
  for (size_t i = 0; i < src.size();) {
    if (src.compare(i, 2, "//") == 0) {
      while (i < src.size() && src[i] != '\n')
        ++i;
    } else if (src.compare(i, 2, "/*") == 0) {
      size_t e = src.find("*/", i + 2);
      i = e == std::string::npos ? src.size() : e + 2;
      r += ' ';
    } else {
      r += src[i++];
    }
  }
  return r;
}

bool identChar(char c) {
  return std::isalnum((unsigned char)c) || c == '_';
}

/// The source file at `path` with its comments stripped, read once per
/// process; nullptr when there is none or it cannot be read.
const std::string *strippedSource(const std::string &path) {
  static std::map<std::string, std::optional<std::string>> files;
  auto f = files.find(path);
  if (f == files.end()) {
    std::optional<std::string> text;
    std::ifstream in(path);
    if (!path.empty() && in) {
      std::stringstream ss;
      ss << in.rdbuf();
      text = stripComments(ss.str());
    }
    f = files.emplace(path, std::move(text)).first;
  }
  return f->second ? &*f->second : nullptr;
}

/// Where `src` declares `keyword name` (`enum Op`, `trait W`: both whole
/// words, blanks between): for each, the keyword's position and the
/// position just past the name.
std::vector<std::pair<size_t, size_t>>
declarations(const std::string &src, StringRef keyword, StringRef name) {
  std::vector<std::pair<size_t, size_t>> r;
  size_t k = keyword.size(), n = name.size();
  for (size_t at = src.find(keyword.str()); at != std::string::npos;
       at = src.find(keyword.str(), at + k)) {
    if ((at > 0 && identChar(src[at - 1])) ||
        (at + k < src.size() && identChar(src[at + k])))
      continue;
    size_t i = at + k;
    while (i < src.size() && std::isspace((unsigned char)src[i]))
      ++i;
    if (src.compare(i, n, name.str()) == 0 &&
        (i + n >= src.size() || !identChar(src[i + n])))
      r.push_back({at, i + n});
  }
  return r;
}

/// A non-negative integer literal (`3`, `0x10`, `1_000u8`).
std::optional<uint64_t> literal(StringRef s) {
  s = s.trim();
  std::string digits;
  unsigned radix = 10;
  if (s.starts_with("0x"))
    radix = 16, s = s.drop_front(2);
  else if (s.starts_with("0b"))
    radix = 2, s = s.drop_front(2);
  else if (s.starts_with("0o"))
    radix = 8, s = s.drop_front(2);
  size_t i = 0;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c == '_')
      continue;
    if (!std::isxdigit((unsigned char)c) ||
        (radix != 16 && !std::isdigit((unsigned char)c)))
      break;
    digits += c;
  }
  StringRef suffix = s.drop_front(i);
  if (digits.empty() ||
      !(suffix.empty() || suffix[0] == 'u' || suffix[0] == 'i'))
    return std::nullopt;
  for (char c : suffix.drop_front(suffix.empty() ? 0 : 1))
    if (!std::isdigit((unsigned char)c) && suffix != "usize" &&
        suffix != "isize")
      return std::nullopt;
  uint64_t v;
  if (StringRef(digits).getAsInteger(radix, v))
    return std::nullopt;
  return v;
}


/// Splits `s` at commas outside (), [], {} and <> (`->` is no bracket).
std::vector<std::string> splitTopLevel(StringRef s) {
  std::vector<std::string> parts;
  int depth = 0;
  size_t from = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '(' || c == '[' || c == '{' || c == '<')
      ++depth;
    else if (c == ')' || c == ']' || c == '}' ||
             (c == '>' && !(i > 0 && s[i - 1] == '-')))
      --depth;
    else if (c == ',' && depth == 0) {
      parts.push_back(s.slice(from, i).str());
      from = i + 1;
    }
  }
  parts.push_back(s.drop_front(from).str());
  return parts;
}

/// `v` without leading `#[..]` attributes; nullopt if one is unterminated
/// or is a `cfg` (a variant or field it leaves out would shift what follows).
std::optional<StringRef> dropAttributes(StringRef v) {
  v = v.trim();
  while (v.starts_with("#[")) { // attributes (#[default], doc)
    if (v.drop_front(2).ltrim().starts_with("cfg"))
      return std::nullopt;
    int d = 0;
    size_t k = 1;
    for (; k < v.size(); ++k) {
      if (v[k] == '[')
        ++d;
      else if (v[k] == ']' && --d == 0)
        break;
    }
    if (k >= v.size())
      return std::nullopt;
    v = v.drop_front(k + 1).trim();
  }
  return v;
}

/// `a::b::Name<T, U>` -> `a::b::Name`: the text before the first generic
/// argument list, trimmed.
StringRef withoutGenerics(StringRef t) {
  t = t.trim();
  int depth = 0;
  size_t cut = t.size();
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i] == '<' && depth++ == 0)
      cut = std::min(cut, i);
    else if (t[i] == '>')
      --depth;
  }
  return t.take_front(cut).trim();
}

/// `a::b::Name<T, U>` -> `Name` (a type path's last segment, no generics).
std::string lastSegment(StringRef t) {
  t = withoutGenerics(t);
  if (size_t at = t.rfind("::"); at != StringRef::npos)
    t = t.drop_front(at + 2);
  return llvm::all_of(t, identChar) && !t.empty() ? t.str() : "";
}

/// A path's text without generic arguments (`crate::m::P<T>` ->
/// `crate::m::P`); "" unless it is a plain path (`&B`, `[f32; 4]`, `$t`).
std::string pathText(StringRef t) {
  t = withoutGenerics(t);
  for (StringRef rest = t; !rest.empty();) {
    auto [head, tail] = rest.split("::");
    if (head.empty() || !llvm::all_of(head, identChar))
      return "";
    rest = tail;
  }
  return t.str();
}

/// The brace depth at each position of `src` (string and character
/// literals' braces not counted; a lifetime `'a` is no literal).
std::vector<int> braceDepths(const std::string &src) {
  std::vector<int> depth(src.size() + 1, 0);
  int d = 0;
  for (size_t i = 0; i < src.size(); ++i) {
    depth[i] = d;
    char c = src[i];
    if (c == '"') {
      for (++i; i < src.size() && src[i] != '"'; ++i) {
        depth[i] = d;
        if (src[i] == '\\' && i + 1 < src.size())
          depth[++i] = d;
      }
      if (i < src.size())
        depth[i] = d;
      continue;
    }
    if (c == '\'' && i + 2 < src.size() &&
        (src[i + 2] == '\'' || src[i + 1] == '\\')) { // '{', '\''
      size_t e = src.find('\'', i + 2);
      for (size_t k = i; k < src.size() && k <= e; ++k)
        depth[k] = d;
      i = e == std::string::npos ? src.size() : e;
      continue;
    }
    if (c == '{')
      ++d;
    else if (c == '}')
      --d;
  }
  depth[src.size()] = d;
  return depth;
}
} // namespace rsgpu::ir::srctext

std::string rsgpu::ir::mirSourcePath(const mir::Module &m) {
  for (const mir::Item &it : m.items) {
    for (const mir::PathSegment &s : it.name.segments)
      if (std::string p = pathIn(s.name); !p.empty())
        return p;
    if (!it.body)
      continue;
    for (const mir::LocalDecl &d : it.body->locals)
      if (d.type)
        if (std::string p = pathIn(d.type->str()); !p.empty())
          return p;
  }
  return "";
}

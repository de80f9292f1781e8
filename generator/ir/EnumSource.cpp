//===- EnumSource.cpp - a fieldless enum's variants from its source -------===//
//
// rustc's MIR never declares an enum: a variant appears by name (`Class::A`,
// `const Class::A`) and a `match` compares `discriminant(x)` with integers,
// but nothing ties the two unless the variant is written `= N` (ir/Enums.cpp).
// rustc numbers the others in declaration order (0 for the first, one more
// than the previous otherwise), which only the declaration gives. The MIR
// names the crate's source file (derived impls: `<impl at PATH:4:10: 4:15>`,
// closures: `{closure@PATH:..}`); this reads `enum Name { .. }` there. Any
// doubt (no path, the file gone, the name declared twice, a variant with
// fields, a discriminant that is not a plain literal) gives nullopt and the
// enum stays unsupported.
//
//===----------------------------------------------------------------------===//
#include "ir/EnumSource.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cctype>
#include <fstream>
#include <sstream>

using namespace rsgpu;
using namespace rsgpu::ir;
using llvm::StringRef;

/// `PATH` of `..at PATH:4:10: 4:15..` / `..closure@PATH:4:10: 4:15..`.
static std::string pathBefore(StringRef s, size_t from) {
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

static std::string pathIn(StringRef s) {
  for (StringRef mark : {StringRef("<impl at "), StringRef("closure@")})
    if (size_t at = s.find(mark); at != StringRef::npos)
      if (std::string p = pathBefore(s, at + mark.size()); !p.empty())
        return p;
  return "";
}

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

/// `src` without comments (string literals kept as they are: an enum body
/// has none).
static std::string stripComments(const std::string &src) {
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

static bool identChar(char c) {
  return std::isalnum((unsigned char)c) || c == '_';
}

/// A non-negative integer literal (`3`, `0x10`, `1_000u8`).
static std::optional<uint64_t> literal(StringRef s) {
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
    if (!std::isxdigit((unsigned char)c) || (radix != 16 && !std::isdigit((unsigned char)c)))
      break;
    digits += c;
  }
  StringRef suffix = s.drop_front(i);
  if (digits.empty() || !(suffix.empty() || suffix[0] == 'u' || suffix[0] == 'i'))
    return std::nullopt;
  for (char c : suffix.drop_front(suffix.empty() ? 0 : 1))
    if (!std::isdigit((unsigned char)c) && suffix != "usize" && suffix != "isize")
      return std::nullopt;
  uint64_t v;
  if (StringRef(digits).getAsInteger(radix, v))
    return std::nullopt;
  return v;
}

std::optional<SourceEnum> rsgpu::ir::sourceEnum(const std::string &path,
                                                const std::string &name) {
  if (path.empty() || name.empty())
    return std::nullopt;
  std::ifstream in(path);
  if (!in)
    return std::nullopt;
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string src = stripComments(ss.str());
  // `enum NAME {` exactly once
  size_t found = std::string::npos;
  for (size_t at = src.find("enum"); at != std::string::npos;
       at = src.find("enum", at + 4)) {
    if ((at > 0 && identChar(src[at - 1])) ||
        (at + 4 < src.size() && identChar(src[at + 4])))
      continue;
    size_t i = at + 4;
    while (i < src.size() && std::isspace((unsigned char)src[i]))
      ++i;
    if (src.compare(i, name.size(), name) != 0 ||
        (i + name.size() < src.size() && identChar(src[i + name.size()])))
      continue;
    if (found != std::string::npos)
      return std::nullopt; // declared twice (two modules): ambiguous
    found = at;
  }
  if (found == std::string::npos)
    return std::nullopt;
  size_t open = found + 4;
  while (open < src.size() && src[open] != '{' && src[open] != '<' &&
         src[open] != ';')
    ++open;
  if (open >= src.size() || src[open] != '{')
    return std::nullopt; // generic or malformed
  SourceEnum r;
  // `#[repr(u8)]` among the attributes right before the declaration
  {
    size_t start = src.find_last_of(";}", found);
    StringRef attrs = StringRef(src).slice(
        start == std::string::npos ? 0 : start + 1, found);
    if (size_t rp = attrs.find("repr("); rp != StringRef::npos) {
      StringRef args = attrs.drop_front(rp + 5).split(')').first;
      r.repr = "";
      llvm::SmallVector<StringRef, 4> parts;
      args.split(parts, ',');
      for (StringRef a : parts) {
        a = a.trim();
        if (a == "C")
          continue;
        if (!r.repr.empty())
          return std::nullopt;
        r.repr = a.str();
      }
      if (r.repr.empty())
        return std::nullopt; // repr(C) alone: the C int's size, not guessed
    }
  }
  // the body, split at top-level commas
  int depth = 0;
  size_t i = open + 1, itemStart = i;
  std::vector<std::string> items;
  for (; i < src.size(); ++i) {
    char c = src[i];
    if (c == '(' || c == '[' || c == '{')
      ++depth;
    else if (c == ')' || c == ']' || (c == '}' && depth > 0))
      --depth;
    else if (c == '}' || (c == ',' && depth == 0)) {
      items.push_back(src.substr(itemStart, i - itemStart));
      itemStart = i + 1;
      if (c == '}')
        break;
    }
  }
  if (i >= src.size())
    return std::nullopt;
  uint64_t next = 0;
  for (const std::string &raw : items) {
    StringRef v(raw);
    v = v.trim();
    while (v.starts_with("#[")) { // attributes (#[default], doc)
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
    if (v.empty())
      continue;
    auto [vname, disc] = v.split('=');
    vname = vname.trim();
    if (vname.empty() || !llvm::all_of(vname, identChar))
      return std::nullopt; // a variant with fields
    if (v.contains('=')) {
      StringRef d = disc.trim();
      bool neg = d.consume_front("-");
      std::optional<uint64_t> n = literal(d);
      if (!n || (neg && *n > (uint64_t(1) << 63)))
        return std::nullopt;
      next = neg ? uint64_t(0) - *n : *n; // two's complement in 64 bits
    }
    r.variants.push_back({vname.str(), next++});
  }
  if (r.variants.empty())
    return std::nullopt;
  return r;
}

bool rsgpu::ir::sourceDeclaresGenericStruct(const std::string &path,
                                            const std::string &name) {
  if (path.empty() || name.empty())
    return false;
  std::ifstream in(path);
  if (!in)
    return false;
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string src = stripComments(ss.str());
  for (size_t at = src.find("struct"); at != std::string::npos;
       at = src.find("struct", at + 6)) {
    if ((at > 0 && identChar(src[at - 1])) ||
        (at + 6 < src.size() && identChar(src[at + 6])))
      continue;
    size_t i = at + 6;
    while (i < src.size() && std::isspace((unsigned char)src[i]))
      ++i;
    if (src.compare(i, name.size(), name) != 0)
      continue;
    i += name.size();
    while (i < src.size() && std::isspace((unsigned char)src[i]))
      ++i;
    if (i < src.size() && src[i] == '<')
      return true;
  }
  return false;
}

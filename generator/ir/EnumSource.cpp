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
#include "ir/SourceText.h"

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

namespace {
/// `enum NAME<..> { .. }` found exactly once in a source file: its
/// `#[repr(int)]`, generic parameters and the body's top-level items.
struct EnumDecl {
  std::string repr = "isize";
  std::string generics; ///< the text between `<` and `>`, "" if none
  std::vector<std::string> items;
};


std::optional<EnumDecl> findEnum(const std::string &path,
                                 const std::string &name) {
  if (path.empty() || name.empty())
    return std::nullopt;
  const std::string *text = strippedSource(path);
  if (!text)
    return std::nullopt;
  const std::string &src = *text;
  // `enum NAME {` exactly once (twice: two modules, ambiguous)
  auto decls = declarations(src, "enum", name);
  if (decls.size() != 1)
    return std::nullopt;
  auto [found, open] = decls[0];
  EnumDecl r;
  while (open < src.size() && src[open] != '{' && src[open] != '<' &&
         src[open] != ';')
    ++open;
  if (open < src.size() && src[open] == '<') { // generic parameters
    int depth = 0;
    size_t i = open;
    for (; i < src.size(); ++i)
      if (src[i] == '<')
        ++depth;
      else if (src[i] == '>' && src[i - 1] != '-' && --depth == 0)
        break;
    if (i >= src.size())
      return std::nullopt;
    r.generics = src.substr(open + 1, i - open - 1);
    open = i + 1;
    // a where clause up to the body
    while (open < src.size() && src[open] != '{' && src[open] != ';')
      ++open;
  }
  if (open >= src.size() || src[open] != '{')
    return std::nullopt; // malformed
  // `#[repr(u8)]` among the attributes right before the declaration
  {
    size_t start = src.find_last_of(";}", found);
    StringRef attrs =
        StringRef(src).slice(start == std::string::npos ? 0 : start + 1, found);
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
  for (; i < src.size(); ++i) {
    char c = src[i];
    if (c == '(' || c == '[' || c == '{')
      ++depth;
    else if (c == ')' || c == ']' || (c == '}' && depth > 0))
      --depth;
    else if (c == '}' || (c == ',' && depth == 0)) {
      r.items.push_back(src.substr(itemStart, i - itemStart));
      itemStart = i + 1;
      if (c == '}')
        break;
    }
  }
  if (i >= src.size())
    return std::nullopt;
  return r;
}

/// An explicit discriminant `N` / `-N` (two's complement in 64 bits).
std::optional<uint64_t> discriminant(StringRef d) {
  d = d.trim();
  bool neg = d.consume_front("-");
  std::optional<uint64_t> n = literal(d);
  if (!n || (neg && *n > (uint64_t(1) << 63)))
    return std::nullopt;
  return neg ? uint64_t(0) - *n : *n;
}
} // namespace

std::optional<SourceEnum> rsgpu::ir::sourceEnum(const std::string &path,
                                                const std::string &name) {
  std::optional<EnumDecl> decl = findEnum(path, name);
  if (!decl || !decl->generics.empty())
    return std::nullopt; // generic or not found
  SourceEnum r;
  r.repr = decl->repr;
  uint64_t next = 0;
  for (const std::string &raw : decl->items) {
    std::optional<StringRef> v = dropAttributes(raw);
    if (!v)
      return std::nullopt;
    if (v->empty())
      continue;
    auto [vname, disc] = v->split('=');
    vname = vname.trim();
    if (vname.empty() || !llvm::all_of(vname, identChar))
      return std::nullopt; // a variant with fields
    if (v->contains('=')) {
      std::optional<uint64_t> d = discriminant(disc);
      if (!d)
        return std::nullopt;
      next = *d;
    }
    r.variants.push_back({vname.str(), next++});
  }
  if (r.variants.empty())
    return std::nullopt;
  return r;
}

std::optional<SourceDataEnum>
rsgpu::ir::sourceDataEnum(const std::string &path, const std::string &name) {
  std::optional<EnumDecl> decl = findEnum(path, name);
  if (!decl)
    return std::nullopt;
  SourceDataEnum r;
  r.repr = decl->repr;
  for (StringRef g : splitTopLevel(decl->generics)) {
    g = g.trim();
    if (g.empty() && decl->generics.empty())
      break;
    if (g.empty())
      continue; // a trailing comma
    if (g.starts_with("'")) {
      r.lifetimes = true;
      continue;
    }
    if (g.starts_with("const ") || g.contains('='))
      return std::nullopt; // const parameters, defaults: not read
    StringRef n = g.split(':').first.trim();
    if (n.empty() || !llvm::all_of(n, identChar))
      return std::nullopt;
    r.generics.push_back(n.str());
  }
  uint64_t next = 0;
  bool anyFields = false;
  for (const std::string &raw : decl->items) {
    std::optional<StringRef> v = dropAttributes(raw);
    if (!v)
      return std::nullopt;
    if (v->empty())
      continue;
    SourceDataEnum::Variant var;
    size_t n = 0;
    while (n < v->size() && identChar((*v)[n]))
      ++n;
    if (n == 0)
      return std::nullopt;
    var.name = v->take_front(n).str();
    StringRef rest = v->drop_front(n).ltrim();
    if (rest.starts_with("(") || rest.starts_with("{")) {
      const char close = rest[0] == '(' ? ')' : '}';
      var.braces = rest[0] == '{';
      int depth = 0;
      size_t k = 0;
      for (; k < rest.size(); ++k) {
        char c = rest[k];
        if (c == '(' || c == '[' || c == '{')
          ++depth;
        else if ((c == ')' || c == ']' || c == '}') && --depth == 0)
          break;
      }
      if (k >= rest.size() || rest[k] != close)
        return std::nullopt;
      StringRef inner = rest.slice(1, k);
      rest = rest.drop_front(k + 1).ltrim();
      unsigned idx = 0;
      for (StringRef part : splitTopLevel(inner)) {
        std::optional<StringRef> f = dropAttributes(part);
        if (!f)
          return std::nullopt;
        if (f->empty())
          continue; // a trailing comma
        if (f->starts_with("pub"))
          return std::nullopt;
        std::string fname = std::to_string(idx++), ftype = f->str();
        if (var.braces) {
          // `name: Type` (a `::` in the type is no separator)
          size_t colon = f->find(':');
          if (colon == StringRef::npos ||
              (colon + 1 < f->size() && (*f)[colon + 1] == ':'))
            return std::nullopt;
          StringRef fn = f->take_front(colon).trim();
          if (fn.empty() || !llvm::all_of(fn, identChar))
            return std::nullopt;
          fname = fn.str();
          ftype = f->drop_front(colon + 1).trim().str();
        }
        if (StringRef(ftype).trim().empty())
          return std::nullopt;
        var.fields.push_back({fname, StringRef(ftype).trim().str()});
      }
      anyFields = anyFields || !var.fields.empty();
    }
    if (rest.consume_front("=")) {
      std::optional<uint64_t> d = discriminant(rest);
      if (!d)
        return std::nullopt;
      next = *d;
    } else if (!rest.empty()) {
      return std::nullopt;
    }
    var.discr = next++;
    r.variants.push_back(std::move(var));
  }
  if (r.variants.empty() || !anyFields)
    return std::nullopt;
  return r;
}

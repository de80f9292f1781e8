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
#include <map>
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

/// The source file at `path` with its comments stripped, read once per
/// process; nullptr when there is none or it cannot be read.
static const std::string *strippedSource(const std::string &path) {
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
static std::vector<std::pair<size_t, size_t>>
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

namespace {
/// `enum NAME<..> { .. }` found exactly once in a source file: its
/// `#[repr(int)]`, generic parameters and the body's top-level items.
struct EnumDecl {
  std::string repr = "isize";
  std::string generics; ///< the text between `<` and `>`, "" if none
  std::vector<std::string> items;
};

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

bool rsgpu::ir::sourceDeclaresGenericStruct(const std::string &path,
                                            const std::string &name) {
  if (path.empty() || name.empty())
    return false;
  const std::string *text = strippedSource(path);
  if (!text)
    return false;
  const std::string &src = *text;
  for (const auto &d : declarations(src, "struct", name)) {
    size_t i = d.second;
    while (i < src.size() && std::isspace((unsigned char)src[i]))
      ++i;
    if (i < src.size() && src[i] == '<')
      return true;
  }
  return false;
}

unsigned rsgpu::ir::sourceTraitCount(const std::string &path,
                                     const std::string &name) {
  if (path.empty() || name.empty())
    return 0;
  const std::string *text = strippedSource(path);
  return text ? unsigned(declarations(*text, "trait", name).size()) : 0;
}

bool rsgpu::ir::sourceRenamesTo(const std::string &path,
                                const std::string &name) {
  const std::string *text = strippedSource(path);
  if (!text)
    return true; // not read: it may
  const std::string &src = *text;
  auto word = [&](size_t at, const std::string &w) {
    return src.compare(at, w.size(), w) == 0 &&
           !(at > 0 && identChar(src[at - 1])) &&
           !(at + w.size() < src.size() && identChar(src[at + w.size()]));
  };
  // `use a::{B as name}` / `extern crate x as name`: up to the `;`
  for (size_t at = 0; at < src.size(); ++at) {
    if (!word(at, "use") && !word(at, "crate"))
      continue;
    size_t end = src.find(';', at);
    if (end == std::string::npos)
      end = src.size();
    for (size_t i = at; i + 2 <= end; ++i) {
      if (!word(i, "as"))
        continue;
      size_t j = i + 2;
      while (j < end && std::isspace((unsigned char)src[j]))
        ++j;
      if (word(j, name))
        return true;
    }
    at = end;
  }
  return false;
}

bool rsgpu::ir::sourceDeclaresTypeAlias(const std::string &path,
                                        const std::string &name) {
  const std::string *text = strippedSource(path);
  if (!text)
    return true; // not read: it may
  return !declarations(*text, "type", name).empty();
}

std::string rsgpu::ir::implSourcePath(const std::string &segment) {
  StringRef seg(segment);
  if (!seg.consume_front("<impl at "))
    return "";
  return pathBefore(seg, 0);
}

/// `a::b::Name<T, U>` -> `a::b::Name`: the text before the first generic
/// argument list, trimmed.
static StringRef withoutGenerics(StringRef t) {
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
static std::string lastSegment(StringRef t) {
  t = withoutGenerics(t);
  if (size_t at = t.rfind("::"); at != StringRef::npos)
    t = t.drop_front(at + 2);
  return llvm::all_of(t, identChar) && !t.empty() ? t.str() : "";
}

/// A path's text without generic arguments (`crate::m::P<T>` ->
/// `crate::m::P`); "" unless it is a plain path (`&B`, `[f32; 4]`, `$t`).
static std::string pathText(StringRef t) {
  t = withoutGenerics(t);
  for (StringRef rest = t; !rest.empty();) {
    auto [head, tail] = rest.split("::");
    if (head.empty() || !llvm::all_of(head, identChar))
      return "";
    rest = tail;
  }
  return t.str();
}

std::optional<ImplHeader> rsgpu::ir::implHeader(const std::string &segment) {
  StringRef seg(segment);
  if (!seg.consume_front("<impl at ") || !seg.consume_back(">"))
    return std::nullopt;
  std::string path = pathBefore(seg, 0);
  if (path.empty())
    return std::nullopt;
  // `:L1:C1: L2:C2` after the path
  unsigned l1, c1, l2, c2;
  StringRef pos = seg.drop_front(path.size());
  auto num = [&](unsigned &v) {
    pos = pos.ltrim(" :");
    size_t n = 0;
    while (n < pos.size() && std::isdigit((unsigned char)pos[n]))
      ++n;
    if (n == 0 || pos.take_front(n).getAsInteger(10, v))
      return false;
    pos = pos.drop_front(n);
    return true;
  };
  if (!num(l1) || !num(c1) || !num(l2) || !num(c2) || l1 == 0 || c1 == 0 ||
      l2 < l1 || (l2 == l1 && c2 <= c1))
    return std::nullopt;
  static std::map<std::string, std::vector<std::string>> files;
  auto f = files.find(path);
  if (f == files.end()) {
    std::vector<std::string> lines;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);)
      lines.push_back(line);
    f = files.emplace(path, std::move(lines)).first;
  }
  const std::vector<std::string> &lines = f->second;
  if (l2 > lines.size() || c1 - 1 > lines[l1 - 1].size() ||
      c2 - 1 > lines[l2 - 1].size())
    return std::nullopt;
  // The span's text, its lines joined by one space (a header over several
  // lines, `impl W\n    for A`, reads as `impl W for A`); a comment inside
  // it is not read.
  std::string joined;
  for (unsigned l = l1; l <= l2; ++l) {
    StringRef line(lines[l - 1]);
    if (l == l2)
      line = line.take_front(c2 - 1);
    if (l == l1)
      line = line.drop_front(c1 - 1);
    if (line.contains("//") || line.contains("/*"))
      return std::nullopt;
    joined += (joined.empty() ? "" : " ") + line.trim().str();
  }
  std::string spaced; // runs of blanks as one space
  for (char c : joined)
    if (!(std::isspace((unsigned char)c) && !spaced.empty() &&
          spaced.back() == ' '))
      spaced += std::isspace((unsigned char)c) ? ' ' : c;
  StringRef text = StringRef(spaced).trim();
  if (!text.starts_with("impl") && !pathText(text).empty() &&
      !text.contains('<')) {
    ImplHeader d;
    d.derive = true;
    d.trait = lastSegment(text);
    d.traitText = pathText(text);
    return d;
  }
  return parseImplHeader(text);
}

/// `T: A + B` (a bound list's text after the colon) into `h.bounds`:
/// lifetimes and `?Sized` say nothing of which impl applies and are left
/// out; a bound with generic arguments, a `for<..>` or parentheses (`Fn(u32)
/// -> u32`) is not read (boundsRead false).
static void readBounds(ImplHeader &h, const std::string &param,
                       StringRef list) {
  for (StringRef rest = list; !rest.trim().empty();) {
    auto [b, tail] = rest.split('+');
    rest = tail;
    b = b.trim();
    if (b.starts_with("'") || b.starts_with("?"))
      continue;
    if (b.empty() || pathText(b) != b.str()) {
      h.boundsRead = false;
      continue;
    }
    h.bounds.push_back({param, b.str()});
  }
}

std::optional<ImplHeader> rsgpu::ir::parseImplHeader(StringRef text) {
  text = text.trim();
  if (!text.consume_front("impl") || text.empty() ||
      !(text[0] == '<' || text[0] == ' '))
    return std::nullopt;
  text = text.ltrim();
  std::vector<std::string> params;
  ImplHeader h;
  if (text.starts_with("<")) { // the impl's generic parameters
    int depth = 0;
    size_t i = 0;
    for (; i < text.size(); ++i)
      if (text[i] == '<')
        ++depth;
      else if (text[i] == '>' && --depth == 0)
        break;
    if (i >= text.size())
      return std::nullopt;
    // their names (`impl<'a, T: Mark, const N: usize>` -> T, N)
    std::vector<std::string> parts(1);
    int d = 0;
    for (char c : text.slice(1, i)) {
      if (c == '<' || c == '(' || c == '[')
        ++d;
      else if (c == '>' || c == ')' || c == ']')
        --d;
      else if (c == ',' && d == 0) {
        parts.emplace_back();
        continue;
      }
      parts.back() += c;
    }
    for (StringRef part : parts) {
      part = part.trim();
      if (part.empty() || part.starts_with("'"))
        continue;
      bool isConst = part.consume_front("const ");
      if (isConst)
        part = part.ltrim();
      size_t n = 0;
      while (n < part.size() && identChar(part[n]))
        ++n;
      if (n == 0)
        return std::nullopt;
      params.push_back(part.take_front(n).str());
      // `T: Mark + Copy`, `T = u32` (a default: not read)
      StringRef rest = part.drop_front(n).trim();
      if (isConst || rest.empty())
        continue;
      if (rest.consume_front(":"))
        readBounds(h, params.back(), rest);
      else
        h.boundsRead = false;
    }
    text = text.drop_front(i + 1).ltrim();
  }
  // A `where` clause bounds the impl's parameters; the type it is for is
  // the text before it. `where T: A + B, U: C` is read when every bounded
  // type is one of the impl's parameters.
  StringRef where;
  if (size_t w = text.find(" where "); w != StringRef::npos) {
    where = text.drop_front(w + 7);
    text = text.take_front(w);
  } else if (text.ends_with(" where")) {
    text = text.drop_back(6);
  }
  if (text.contains('!') || text.contains(" where"))
    return std::nullopt; // `impl !Send for`: not read
  for (const std::string &c : splitTopLevel(where)) {
    StringRef clause = StringRef(c).trim();
    if (clause.empty())
      continue;
    auto [lhs, list] = clause.split(':');
    lhs = lhs.trim();
    if (lhs.starts_with("'"))
      continue; // `'a: 'b`
    if (!llvm::is_contained(params, lhs.str()) || list.starts_with(":")) {
      h.boundsRead = false; // `W<T>: Copy`, `T::Out: Copy`
      continue;
    }
    readBounds(h, lhs.str(), list);
  }
  h.params = std::move(params);
  size_t forAt = text.find(" for ");
  StringRef selfPart = text;
  if (forAt != StringRef::npos) {
    h.trait = lastSegment(text.take_front(forAt));
    h.traitText = pathText(text.take_front(forAt));
    if (h.trait.empty())
      return std::nullopt;
    selfPart = text.drop_front(forAt + 5);
  }
  // `&B`, `&'a B`, `&mut B`: a reference to a path type
  selfPart = selfPart.trim();
  if (selfPart.consume_front("&")) {
    selfPart = selfPart.ltrim();
    if (selfPart.starts_with("'")) { // a lifetime
      size_t n = 1;
      while (n < selfPart.size() && identChar(selfPart[n]))
        ++n;
      selfPart = selfPart.drop_front(n).ltrim();
    }
    h.selfRef = "&";
    if (selfPart.starts_with("mut ")) {
      h.selfRef = "&mut ";
      selfPart = selfPart.drop_front(4).ltrim();
    }
  }
  // `[A; 2]`, `(A, u32)`: an array or tuple type, its text without blanks
  if (h.selfRef.empty() &&
      ((selfPart.starts_with("[") && selfPart.ends_with("]")) ||
       (selfPart.starts_with("(") && selfPart.ends_with(")")))) {
    for (char c : selfPart)
      if (!std::isspace((unsigned char)c))
        h.selfCompound += c;
    return h;
  }
  h.self = lastSegment(selfPart);
  h.selfText = pathText(selfPart);
  if (h.self.empty() || h.selfText.empty())
    return std::nullopt;
  h.selfArgs =
      genericArgsKey(selfPart.drop_front(withoutGenerics(selfPart).size()));
  return h;
}

std::string rsgpu::ir::genericArgsKey(StringRef t) {
  t = t.trim();
  if (!t.consume_front("<") || !t.consume_back(">"))
    return t.empty() ? "" : "?";
  std::vector<std::string> args(1);
  int depth = 0;
  for (char c : t) {
    if (std::isspace((unsigned char)c))
      continue;
    if (c == '<' || c == '(' || c == '[')
      ++depth;
    else if (c == '>' || c == ')' || c == ']')
      --depth;
    else if (c == ',' && depth == 0) {
      args.emplace_back();
      continue;
    }
    args.back() += c;
  }
  std::string r;
  for (const std::string &a : args)
    if (!a.empty() && a[0] != '\'') // lifetimes say nothing of the type
      r += (r.empty() ? "" : ",") + a;
  return r.empty() ? "" : "<" + r + ">";
}

std::optional<std::string>
rsgpu::ir::sourceRootTypeAlias(const std::string &path,
                               const std::string &name) {
  if (path.empty() || name.empty())
    return std::nullopt;
  static const std::string none;
  const std::string *text = strippedSource(path);
  const std::string &src = text ? *text : none;
  std::optional<std::string> found;
  int depth = 0;
  for (size_t i = 0; i < src.size(); ++i) {
    char c = src[i];
    if (c == '"') { // a string literal: its braces are not the module's
      for (++i; i < src.size() && src[i] != '"'; ++i)
        if (src[i] == '\\')
          ++i;
      continue;
    }
    if (c == '\'' && i + 2 < src.size() &&
        (src[i + 2] == '\'' || src[i + 1] == '\\')) { // '{', '\''
      size_t e = src.find('\'', i + 2);
      if (e == std::string::npos)
        return std::nullopt;
      i = e;
      continue;
    }
    if (c == '{' || c == '}') {
      depth += c == '{' ? 1 : -1;
      continue;
    }
    if (src.compare(i, 4, "type") != 0 || (i > 0 && identChar(src[i - 1])) ||
        (i + 4 < src.size() && identChar(src[i + 4])))
      continue;
    size_t j = i + 4;
    while (j < src.size() && std::isspace((unsigned char)src[j]))
      ++j;
    if (src.compare(j, name.size(), name) != 0 ||
        (j + name.size() < src.size() && identChar(src[j + name.size()])))
      continue;
    if (found || depth != 0)
      return std::nullopt; // declared twice, or inside a module or fn
    StringRef rest = StringRef(src).drop_front(j + name.size()).ltrim();
    size_t semi = rest.find(';');
    if (!rest.consume_front("=") || semi == StringRef::npos)
      return std::nullopt; // generic (`type A<T>`), or not an alias
    found = rest.take_front(semi - 1).trim().str();
  }
  return found;
}

std::string rsgpu::ir::resolveImplPath(const std::vector<std::string> &module,
                                       const std::string &text) {
  std::vector<std::string> segs;
  for (StringRef rest = text; !rest.empty();) {
    auto [head, tail] = rest.split("::");
    segs.push_back(head.str());
    rest = tail;
  }
  std::vector<std::string> out;
  size_t i = 0;
  if (!segs.empty() && segs[0] == "crate") {
    i = 1;
  } else {
    out = module;
    if (!segs.empty() && segs[0] == "self")
      i = 1;
    for (; i < segs.size() && segs[i] == "super"; ++i) {
      if (out.empty())
        return "";
      out.pop_back();
    }
  }
  for (; i < segs.size(); ++i)
    out.push_back(segs[i]);
  std::string r;
  for (const std::string &s : out)
    r += (r.empty() ? "" : "::") + s;
  return r;
}

std::optional<std::vector<std::string>>
rsgpu::ir::sourceFnGenerics(const std::string &path, const std::string &name) {
  if (path.empty() || name.empty())
    return std::nullopt;
  static const std::string none;
  const std::string *text = strippedSource(path);
  const std::string &src = text ? *text : none;
  std::optional<std::vector<std::string>> result;
  unsigned seen = 0;
  const std::string key = "fn " + name;
  for (size_t at = src.find(key); at != std::string::npos;
       at = src.find(key, at + key.size())) {
    size_t end = at + key.size();
    if ((at > 0 && identChar(src[at - 1])) ||
        (end < src.size() && identChar(src[end])))
      continue;
    if (++seen > 1)
      return std::nullopt; // two fns of that name (modules, impls)
    size_t i = end;
    while (i < src.size() && std::isspace((unsigned char)src[i]))
      ++i;
    if (i >= src.size() || src[i] != '<')
      continue;
    // the top-level parts of `<..>`
    std::vector<std::string> parts(1);
    int depth = 0;
    for (++i; i < src.size(); ++i) {
      char c = src[i];
      if (c == '<' || c == '(' || c == '[')
        ++depth;
      else if ((c == '>' && !(i > 0 && src[i - 1] == '-')) || c == ')' ||
               c == ']') {
        if (depth-- == 0)
          break;
      } else if (c == ',' && depth == 0) {
        parts.emplace_back();
        continue;
      }
      parts.back() += c;
    }
    if (i >= src.size())
      return std::nullopt;
    std::vector<std::string> names;
    for (StringRef part : parts) {
      part = part.trim();
      if (part.empty() || part.starts_with("'"))
        continue; // a trailing comma, a lifetime
      part.consume_front("const ");
      part = part.ltrim();
      size_t n = 0;
      while (n < part.size() && identChar(part[n]))
        ++n;
      if (n == 0)
        return std::nullopt;
      names.push_back(part.take_front(n).str());
    }
    result = names;
  }
  if (result && result->empty())
    return std::nullopt;
  return result;
}

bool rsgpu::ir::namedQualified(const mir::Module &m, const std::string &name) {
  std::string tail = "::" + name;
  for (const mir::Item &it : m.items) {
    if (!it.body)
      continue;
    for (const mir::LocalDecl &d : it.body->locals) {
      if (!d.type)
        continue;
      std::string s = d.type->str();
      for (size_t at = s.find(tail); at != std::string::npos;
           at = s.find(tail, at + 1)) {
        size_t end = at + tail.size();
        if (end >= s.size() ||
            !(std::isalnum((unsigned char)s[end]) || s[end] == '_'))
          return true;
      }
    }
  }
  return false;
}

/// The brace depth at each position of `src` (string and character
/// literals' braces not counted; a lifetime `'a` is no literal).
static std::vector<int> braceDepths(const std::string &src) {
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

const SourceImpls &rsgpu::ir::sourceImpls(const std::string &path) {
  static std::map<std::string, SourceImpls> cache;
  auto f = cache.find(path);
  if (f != cache.end())
    return f->second;
  SourceImpls r;
  const std::string *text = strippedSource(path);
  if (text) {
    const std::string &src = *text;
    std::vector<int> depth = braceDepths(src);
    r.complete = src.find("macro_rules") == std::string::npos;
    for (size_t at = src.find("impl"); at != std::string::npos;
         at = src.find("impl", at + 4)) {
      if ((at > 0 && identChar(src[at - 1])) ||
          (at + 4 < src.size() && identChar(src[at + 4])))
        continue;
      // an item, not `-> impl Fn` or `x: impl Tr`: what precedes it ends
      // an item or opens a block (or is `unsafe` / an attribute)
      size_t p = at;
      while (p > 0 && std::isspace((unsigned char)src[p - 1]))
        --p;
      StringRef before = StringRef(src).take_front(p);
      if (before.ends_with("unsafe"))
        before = before.drop_back(6).rtrim();
      // `default impl` (specialization): an impl, not read
      bool special =
          before.ends_with("default") &&
          (before.size() == 7 || !identChar(before.drop_back(7).back()));
      if (special)
        before = before.drop_back(7).rtrim();
      if (!before.empty() && !StringRef("{};]").contains(before.back()))
        continue;
      // `#[cfg(..)] impl ..` may be compiled out: not read
      size_t attr =
          before.ends_with("]") ? before.rfind("#[") : StringRef::npos;
      bool cfg =
          attr != StringRef::npos && before.drop_front(attr).contains("cfg");
      size_t open = src.find_first_of("{;", at);
      SourceImpl si;
      si.root = depth[at] == 0;
      if (!cfg && !special && open != std::string::npos && src[open] == '{') {
        std::string spaced; // runs of blanks as one space
        for (char c : StringRef(src).slice(at, open))
          if (!(std::isspace((unsigned char)c) && !spaced.empty() &&
                spaced.back() == ' '))
            spaced += std::isspace((unsigned char)c) ? ' ' : c;
        si.header = parseImplHeader(spaced);
      }
      r.impls.push_back(std::move(si));
    }
  }
  return cache.emplace(path, std::move(r)).first->second;
}

bool rsgpu::ir::sourceRootTrait(const std::string &path,
                                const std::string &name) {
  const std::string *text = strippedSource(path);
  if (!text)
    return false;
  std::vector<std::pair<size_t, size_t>> d = declarations(*text, "trait", name);
  return d.size() == 1 && braceDepths(*text)[d[0].first] == 0;
}

bool rsgpu::ir::sourceDerivesName(const std::string &path,
                                  const std::string &name) {
  const std::string *text = strippedSource(path);
  if (!text)
    return true;
  for (size_t at = text->find("derive"); at != std::string::npos;
       at = text->find("derive", at + 6)) {
    size_t close = text->find(')', at);
    StringRef list = StringRef(*text).slice(at + 6, close);
    for (size_t k = list.find(name); k != StringRef::npos;
         k = list.find(name, k + 1))
      if ((k == 0 || !identChar(list[k - 1])) &&
          (k + name.size() >= list.size() || !identChar(list[k + name.size()])))
        return true;
  }
  return false;
}

std::optional<std::string> rsgpu::ir::sourceRootUse(const std::string &path,
                                                    const std::string &name) {
  const std::string *text = strippedSource(path);
  if (!text || name.empty())
    return std::nullopt;
  const std::string &src = *text;
  std::vector<int> depth = braceDepths(src);
  auto word = [&](size_t at, StringRef w) {
    return src.compare(at, w.size(), w.str()) == 0 &&
           !(at > 0 && identChar(src[at - 1])) &&
           !(at + w.size() < src.size() && identChar(src[at + w.size()]));
  };
  std::optional<std::string> found;
  unsigned seen = 0;
  for (size_t at = 0; at < src.size(); ++at) {
    if (!word(at, "use") && !word(at, "crate"))
      continue;
    size_t end = src.find(';', at);
    if (end == std::string::npos)
      end = src.size();
    StringRef decl = StringRef(src).slice(at, end);
    bool isUse = word(at, "use");
    at = end;
    // every use that may bring `name` in: an `as name`, or a path ending
    // in it (`use a::S;`, `use a::{S, T};`)
    bool mentions = false;
    for (size_t k = decl.find(name); k != StringRef::npos;
         k = decl.find(name, k + 1))
      mentions |=
          (k == 0 || !identChar(decl[k - 1])) &&
          (k + name.size() >= decl.size() || !identChar(decl[k + name.size()]));
    if (!mentions)
      continue;
    ++seen;
    if (!isUse || depth[end] != 0 || decl.contains('{') || decl.contains('*'))
      continue;
    StringRef body = decl.drop_front(3).trim();
    StringRef target = body;
    if (size_t as = body.find(" as "); as != StringRef::npos) {
      if (body.drop_front(as + 4).trim() != name)
        continue;
      target = body.take_front(as).trim();
    } else {
      StringRef last = target;
      if (size_t k = target.rfind("::"); k != StringRef::npos)
        last = target.drop_front(k + 2);
      if (last != name)
        continue;
    }
    if (target.empty() ||
        !llvm::all_of(target, [](char c) { return identChar(c) || c == ':'; }))
      continue;
    found = target.str();
  }
  if (seen != 1)
    return std::nullopt;
  return found;
}

std::optional<std::vector<std::string>>
rsgpu::ir::sourceModules(const std::string &path, unsigned line, unsigned col) {
  static std::map<std::string, std::optional<std::string>> files;
  auto f = files.find(path);
  if (f == files.end()) {
    std::optional<std::string> text;
    std::ifstream in(path);
    if (!path.empty() && in) {
      std::stringstream ss;
      ss << in.rdbuf();
      text = ss.str();
    }
    f = files.emplace(path, std::move(text)).first;
  }
  if (!f->second)
    return std::nullopt;
  const std::string &src = *f->second;
  // the offset of line:col (1-based)
  size_t off = 0;
  for (unsigned l = 1; l < line; ++l) {
    off = src.find('\n', off);
    if (off == std::string::npos)
      return std::nullopt;
    ++off;
  }
  off += col - 1;
  if (col == 0 || off > src.size())
    return std::nullopt;
  // Braces before it, comments, strings and character literals skipped:
  // each open one is a module's (`mod NAME {`) or another item's or block's.
  std::vector<std::string> stack; // "" for a brace that is no module's
  std::string lastWords[2];       // the two words before a `{`
  for (size_t i = 0; i < off; ++i) {
    char c = src[i];
    if (src.compare(i, 2, "//") == 0) {
      size_t e = src.find('\n', i);
      i = e == std::string::npos ? src.size() : e;
      continue;
    }
    if (src.compare(i, 2, "/*") == 0) {
      size_t e = src.find("*/", i + 2);
      if (e == std::string::npos || e >= off)
        return std::nullopt;
      i = e + 1;
      continue;
    }
    if (c == '"') {
      for (++i; i < off && src[i] != '"'; ++i)
        if (src[i] == '\\')
          ++i;
      continue;
    }
    if (c == '\'' && i + 2 < src.size() &&
        (src[i + 2] == '\'' || src[i + 1] == '\\')) {
      size_t e = src.find('\'', i + 2);
      if (e == std::string::npos)
        return std::nullopt;
      i = e;
      continue;
    }
    if (identChar(c)) {
      size_t j = i;
      while (j < src.size() && identChar(src[j]))
        ++j;
      lastWords[0] = lastWords[1];
      lastWords[1] = src.substr(i, j - i);
      i = j - 1;
      continue;
    }
    if (c == '{') {
      stack.push_back(lastWords[0] == "mod" ? lastWords[1] : "");
    } else if (c == '}') {
      if (stack.empty())
        return std::nullopt;
      stack.pop_back();
    }
    if (!std::isspace((unsigned char)c))
      lastWords[0] = lastWords[1] = "";
  }
  for (const std::string &m : stack)
    if (m.empty())
      return std::nullopt; // inside a fn, an impl or a block
  return stack;
}

bool rsgpu::ir::sourceDeclaresType(const std::string &path,
                                   const std::string &name) {
  const std::string *text = strippedSource(path);
  if (!text)
    return true;
  for (StringRef kw : {"struct", "enum", "union"})
    if (!declarations(*text, kw, name).empty())
      return true;
  return false;
}

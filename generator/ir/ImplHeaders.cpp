//===- ImplHeaders.cpp - an impl's header, read from the crate's source --===//
//
// `impl<..> Trait for Type where ..` as the source writes it (the MIR's
// `<impl at PATH:l:c: l:c>` names its span): the trait and self type as
// paths, generic parameters, bounds; the generic-argument keys that tell
// `G<u32>` from `G<f32>`, and a path resolved against a module's uses.
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

std::string rsgpu::ir::implSourcePath(const std::string &segment) {
  StringRef seg(segment);
  if (!seg.consume_front("<impl at "))
    return "";
  return pathBefore(seg, 0);
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

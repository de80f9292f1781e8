//===- SourceItems.cpp - the crate's items, read from its source ---------===//
//
// What the MIR does not say about the crate's items and the source does:
// generic structs and fns, traits (how many, at the root), type aliases,
// `use` renames, derives, the modules around a span, and every impl's
// header with its span (sourceImpls).
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

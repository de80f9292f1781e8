//===- InlinedClosures.cpp - generic closures inlined at O3 ---------------===//
//
// `fn sum_sq<T: ..>(xs: &[T]) -> T { xs.iter().map(|&x| x * x).sum() }`
// called at f32 and i32: at opt-level 3 rustc inlines `sum_sq` into the
// kernel twice, but keeps one closure item, generic over T:
//
//   fn sum_sq::{closure#0}(_1: &mut {closure@k.rs:8:19: 8:23}, _2: &T) -> T
//
// and the kernel reaches it through core's closures only:
//
//   <Iter<'_, f32> as Iterator>::fold::<f32, {closure@iter::adapters::map::
//     map_fold<&f32, f32, f32, {closure@k.rs:8:19: 8:23}, ..>::{closure#0}}>
//
// No call names the closure with its types, so monomorphize() makes no
// instance. Here the types come from core's closure around it: map_fold<T,
// B, Acc, F, G> calls F with a T and gets a B, copy_fold<T, Acc, F> calls F
// with (Acc, T) and gets an Acc. The closure's parameter and return types
// are matched against those (textually: its type parameters are what is
// not a primitive or a type of the crate), and a match that binds each
// parameter to a primitive or a crate type gets an instance of the closure
// item, of a closure type of its own (`{closure@k.rs:8:19_inl_f32: 8:23}`,
// item `sum_sq_inl_f32::{closure#0}`), which that core closure's text then
// names. Anything else is left as it is (RG0101 on the generic type).
//
//===----------------------------------------------------------------------===//
#include "ir/Monomorphize.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <regex>
#include <set>
#include <vector>

using namespace rsgpu;
using namespace rsgpu::mir;
using llvm::StringRef;

namespace {

/// The index of the bracket closing the one at `open`, or npos.
size_t closing(StringRef s, size_t open) {
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    char c = s[i];
    if (c == '>' && i > 0 && s[i - 1] == '-')
      continue; // `->`
    if (c == '<' || c == '(' || c == '[' || c == '{')
      ++depth;
    else if ((c == '>' || c == ')' || c == ']' || c == '}') && --depth == 0)
      return i;
  }
  return StringRef::npos;
}

/// `a, b<c, d>, {e, f}` -> its top-level parts.
std::vector<std::string> splitTop(StringRef s) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '<' || c == '(' || c == '[' || c == '{') {
      size_t e = closing(s, i);
      if (e == StringRef::npos)
        return {};
      i = e;
    } else if (c == ',') {
      out.push_back(s.slice(start, i).trim().str());
      start = i + 1;
    }
  }
  if (!s.slice(start, s.size()).trim().empty())
    out.push_back(s.slice(start, s.size()).trim().str());
  return out;
}

bool isPrimitive(const std::string &n) { return rsgpu::mir::isPrimitiveName(n); }

/// Core's closures that call a user closure: which generic argument it
/// is, and which arguments are its parameter and return types.
struct Row {
  const char *path;
  unsigned callable;
  std::vector<unsigned> params;
  unsigned ret;
};
const Row rows[] = {
    {"iter::adapters::map::map_fold", 3, {0}, 1},    // F: FnMut(T) -> B
    {"iter::adapters::copied::copy_fold", 2, {1, 0}, 1}, // FnMut(Acc, T) -> Acc
};

struct Pass {
  Module &m;
  std::map<std::string, size_t> closureItem; ///< closure type text -> item
  std::set<std::string> typeNames;           ///< the crate's types
  std::set<std::string> names;               ///< every fn name taken
  std::map<std::string, std::string> made; ///< text + binding -> new text
  std::map<size_t, std::vector<Item>> added; ///< after original item

  explicit Pass(Module &m) : m(m) {}

  void varsOf(const TypeP &t, std::set<std::string> &vars) const {
    if (!t)
      return;
    for (const TypeP &e : t->elems)
      varsOf(e, vars);
    if (t->kind != Type::Named)
      return;
    if (t->path.segments.size() == 1 && !t->path.segments[0].hasGenerics &&
        !t->path.qself) {
      const std::string &n = t->path.segments[0].name;
      if (!isPrimitive(n) && !typeNames.count(n) && n != "Self" && n != "str")
        vars.insert(n);
    }
    for (const PathSegment &seg : t->path.segments)
      for (const TypeP &g : seg.generics)
        varsOf(g, vars);
  }

  /// Binds the type parameters of `pat` so that its text is `act`.
  bool match(const TypeP &pat, const std::string &act,
             const std::set<std::string> &vars,
             std::map<std::string, std::string> &bound) const {
    std::string text = pat->str(), re;
    std::vector<std::string> groups;
    for (size_t i = 0; i < text.size();) {
      char c = text[i];
      if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
        size_t j = i;
        while (j < text.size() &&
               (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_'))
          ++j;
        std::string w = text.substr(i, j - i);
        i = j;
        if (vars.count(w)) {
          auto g = std::find(groups.begin(), groups.end(), w);
          if (g == groups.end()) {
            groups.push_back(w);
            re += "(.+)";
          } else {
            re += "\\" + std::to_string(g - groups.begin() + 1);
          }
          continue;
        }
        re += w;
        continue;
      }
      if (std::string("\\^$.|?*+()[]{}").find(c) != std::string::npos)
        re += '\\';
      re += c;
      ++i;
    }
    std::smatch mt;
    if (!std::regex_match(act, mt, std::regex(re)))
      return false;
    for (size_t g = 0; g < groups.size(); ++g) {
      std::string v = mt[g + 1].str();
      auto [it, fresh] = bound.emplace(groups[g], v);
      if (!fresh && it->second != v)
        return false;
    }
    return true;
  }

  /// The text of the instance of generic closure `text` called with
  /// `params` and returning `ret`, made on first use; nullopt when it is
  /// not generic or the types do not bind its parameters.
  std::optional<std::string> instance(const std::string &text,
                                      const std::vector<std::string> &params,
                                      const std::string &ret) {
    auto ci = closureItem.find(text);
    if (ci == closureItem.end())
      return std::nullopt;
    const Item &c = m.items[ci->second];
    std::vector<TypeP> args;
    for (const LocalDecl &d : c.body->locals)
      if (d.isArg && d.id != 1)
        args.push_back(d.type);
    std::set<std::string> vars;
    for (const TypeP &a : args)
      varsOf(a, vars);
    varsOf(c.type, vars);
    if (vars.empty() || args.size() != params.size() || !c.type)
      return std::nullopt;
    std::map<std::string, std::string> bound;
    for (size_t i = 0; i < args.size(); ++i)
      if (!args[i] || !match(args[i], params[i], vars, bound))
        return std::nullopt;
    if (!match(c.type, ret, vars, bound) || bound.size() != vars.size())
      return std::nullopt;
    std::string key = text, suffix = "_inl";
    for (auto &[k, v] : bound) {
      if (!isPrimitive(v) && !typeNames.count(v))
        return std::nullopt; // bound to something composite: not handled
      key += ";" + k + "=" + v;
      suffix += "_" + v;
    }
    if (auto f = made.find(key); f != made.end())
      return f->second;
    // {closure@F.rs:L:C: L:C} -> {closure@F.rs:L:C_inl_f32: L:C}
    StringRef t(text);
    size_t rs = t.rfind(".rs:");
    size_t c1 = rs == StringRef::npos ? rs : t.find(':', rs + 4);
    size_t c2 = c1 == StringRef::npos ? c1 : t.find(':', c1 + 1);
    if (c2 == StringRef::npos || c.name.segments.size() < 2)
      return std::nullopt;
    std::string nt = t.take_front(c2).str() + suffix + t.drop_front(c2).str();
    std::map<std::string, TypeP> s;
    for (auto &[k, v] : bound) {
      auto n = std::make_shared<Type>();
      n->kind = Type::Named;
      PathSegment seg;
      seg.name = v;
      n->path.segments.push_back(seg);
      s.emplace(k, n);
    }
    auto ct = std::make_shared<Type>();
    ct->kind = Type::Opaque;
    ct->text = nt;
    s.emplace(text, ct);
    Item inst = c;
    Path &p = inst.name;
    std::string base = p.segments[p.segments.size() - 2].name + suffix;
    p.segments[p.segments.size() - 2].name = base;
    for (unsigned n = 2; names.count(p.plain()); ++n)
      p.segments[p.segments.size() - 2].name = base + "_" + std::to_string(n);
    names.insert(p.plain());
    rsgpu::ir::substituteItem(inst, s);
    added[ci->second].push_back(std::move(inst));
    made.emplace(key, nt);
    return nt;
  }

  /// `text` with each user closure core's closures call in it replaced by
  /// its instance where one applies.
  std::string rewrite(const std::string &text, int depth = 0) {
    StringRef body(text);
    if (depth > 8 || !body.starts_with("{closure@") || !body.ends_with("}"))
      return text;
    body = body.drop_front(9).drop_back(1);
    if (!body.consume_back("::{closure#0}") || !body.ends_with(">"))
      return text;
    // PATH<ARGS>: the last segment's arguments
    size_t open = StringRef::npos;
    int d = 0;
    for (size_t i = body.size(); i-- > 0;) {
      char c = body[i];
      if (c == '>' && !(i > 0 && body[i - 1] == '-'))
        ++d;
      else if (c == '<' && --d == 0) {
        open = i;
        break;
      }
    }
    if (open == StringRef::npos)
      return text;
    StringRef path = body.take_front(open);
    std::vector<std::string> argv =
        splitTop(body.slice(open + 1, body.size() - 1));
    std::string out = text;
    for (const Row &r : rows) {
      if (path != r.path || r.callable >= argv.size() || r.ret >= argv.size())
        continue;
      std::vector<std::string> params;
      for (unsigned i : r.params)
        if (i < argv.size())
          params.push_back(argv[i]);
      if (params.size() != r.params.size())
        continue;
      const std::string &user = argv[r.callable];
      if (std::optional<std::string> nt = instance(user, params, argv[r.ret]))
        for (size_t at = out.find(user); at != std::string::npos;
             at = out.find(user, at + nt->size()))
          out.replace(at, user.size(), *nt);
    }
    // core closures nested in this one (their user closures in turn)
    for (const std::string &a : argv)
      if (StringRef(a).starts_with("{closure@") && !StringRef(a).contains(".rs:")) {
        std::string na = rewrite(a, depth + 1);
        if (na != a)
          if (size_t at = out.find(a); at != std::string::npos)
            out.replace(at, a.size(), na);
      }
    return out;
  }

  TypeP rewriteType(const TypeP &t, int depth = 0) {
    if (!t || depth > 16)
      return t;
    Type c = *t;
    bool changed = false;
    if (c.kind == Type::Opaque) {
      std::string n = rewrite(c.text);
      changed = n != c.text;
      c.text = n;
    }
    for (TypeP &e : c.elems) {
      TypeP n = rewriteType(e, depth + 1);
      changed |= n != e;
      e = n;
    }
    for (PathSegment &seg : c.path.segments)
      for (TypeP &g : seg.generics) {
        TypeP n = rewriteType(g, depth + 1);
        changed |= n != g;
        g = n;
      }
    return changed ? std::make_shared<const Type>(std::move(c)) : t;
  }

  void run() {
    for (size_t i = 0; i < m.items.size(); ++i) {
      const Item &it = m.items[i];
      if (it.kind != Item::Fn) {
        typeNames.insert(it.name.last());
        continue;
      }
      names.insert(it.name.plain());
      if (!it.body || it.name.segments.empty() ||
          !StringRef(it.name.segments.back().name).starts_with("{closure#"))
        continue;
      const LocalDecl *d = it.body->local(1);
      const Type *ct = d && d->type ? d->type.get() : nullptr;
      if (ct && (ct->kind == Type::Ref || ct->kind == Type::Ptr))
        ct = ct->elems[0].get();
      if (ct && ct->kind == Type::Opaque && StringRef(ct->text).contains(".rs:"))
        closureItem.emplace(ct->text, i);
    }
    if (closureItem.empty())
      return;
    for (Item &it : m.items) {
      if (!it.body)
        continue;
      for (BasicBlock &bb : it.body->blocks) {
        Terminator &t = bb.term;
        if (t.kind != Terminator::Call || t.func.kind != Operand::Const ||
            !t.func.value || t.func.value->kind != ConstVal::Named)
          continue;
        auto fv = std::make_shared<ConstVal>(*t.func.value);
        bool changed = false;
        for (PathSegment &seg : fv->path.segments)
          for (TypeP &g : seg.generics) {
            TypeP n = rewriteType(g);
            changed |= n != g;
            g = n;
          }
        if (changed)
          t.func.value = fv;
        for (Operand &o : t.args)
          if (o.kind == Operand::Const && o.value && o.value->type) {
            TypeP n = rewriteType(o.value->type);
            if (n != o.value->type) {
              auto v = std::make_shared<ConstVal>(*o.value);
              v->type = n;
              o.value = v;
            }
          }
      }
    }
    if (added.empty())
      return;
    std::vector<Item> items;
    for (size_t i = 0; i < m.items.size(); ++i) {
      items.push_back(std::move(m.items[i]));
      if (auto a = added.find(i); a != added.end())
        for (Item &n : a->second)
          items.push_back(std::move(n));
    }
    m.items = std::move(items);
  }
};

} // namespace

void rsgpu::ir::instantiateInlinedClosures(Module &m) { Pass(m).run(); }

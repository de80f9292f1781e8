//===- Monomorphize.cpp - one MIR body per generic instance ---------------===//
//
// rustc's MIR text prints a generic fn once, with the names of its type
// parameters (`T`, `F`, `impl Iterator<Item = u32>`, `Self` in a trait's
// default method) and no parameter list; a call names the instance
// (`lerp::<f32>(..)`, `checksum::<Copied<Iter<'_, u32>>>(..)`,
// `<Rect as Shape>::scaled(..)`). The substitution is read from the call
// itself: the callee's parameter (and return) types are unified with the
// types of the call's arguments (and destination) in the caller, whose
// types are concrete (a kernel, or an instance made here). Each distinct
// substitution gets a copy of the body with every type in it substituted,
// named `NAME_SUFFIX` (`lerp_f32`, `scaled_Rect`), and the call is renamed
// to it. Instances are scanned in turn, so generic fns calling generic fns
// are instantiated transitively. See docs/generator/generics.md.
//
//===----------------------------------------------------------------------===//
#include "ir/Monomorphize.h"
#include "ir/EnumSource.h"
#include "ir/ImplMatch.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <cctype>
#include <deque>
#include <map>
#include <optional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::mir;
using llvm::StringRef;

namespace {

/// Type parameter name -> concrete type. The key is the parameter's name
/// (`T`, `Self`) or an `impl Trait` parameter's text.
using Subst = std::map<std::string, TypeP>;

bool isVar(const Type &t) {
  if (t.kind == Type::Opaque)
    return StringRef(t.text).starts_with("impl ");
  return t.kind == Type::Named && !t.path.qself && t.path.segments.size() == 1 &&
         !t.path.segments[0].hasGenerics;
}

std::string varKey(const Type &t) {
  return t.kind == Type::Opaque ? t.text : t.path.segments[0].name;
}

/// An array length or constant that names a const generic parameter (`N`).
bool isConstParam(const std::string &t) {
  return !t.empty() && (std::isalpha(static_cast<unsigned char>(t[0])) || t[0] == '_') &&
         std::all_of(t.begin(), t.end(), [](char c) {
           return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
         });
}
bool isNumber(const std::string &t) {
  return !t.empty() && t.size() <= 18 &&
         std::all_of(t.begin(), t.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}
/// The value bound to a const parameter: a `Const` type holding its digits.
TypeP constArg(const std::string &digits) {
  auto t = std::make_shared<Type>();
  t->kind = Type::Const;
  t->text = digits;
  return t;
}
/// The value of const parameter `name` in `s`, if it is bound to one.
const std::string *constOf(const std::string &name, const std::map<std::string, TypeP> &s) {
  auto it = s.find(name);
  return it != s.end() && it->second->kind == Type::Const && isNumber(it->second->text)
             ? &it->second->text
             : nullptr;
}

/// Binds the variables of `pat` (a callee's declared type) so that it is
/// `act` (the caller's type). A single-segment name that is a concrete type
/// (`f32`, `Vec3`) binds to itself, which changes nothing.
bool unify(const TypeP &pat, const TypeP &act, Subst &s) {
  if (!pat || !act)
    return false;
  if (isVar(*pat)) {
    std::string k = varKey(*pat), a = act->str();
    if (a == pat->str())
      return true;
    auto it = s.find(k);
    if (it != s.end())
      return it->second->str() == a;
    s.emplace(k, act);
    return true;
  }
  if (pat->kind != act->kind)
    return false;
  switch (pat->kind) {
  case Type::Ref:
  case Type::Ptr:
  case Type::Slice:
  case Type::Array:
    // `[f32; N]` against `[f32; 4]`: the const parameter N is 4
    if (isConstParam(pat->text) && isNumber(act->text)) {
      auto it = s.find(pat->text);
      if (it != s.end() && it->second->text != act->text)
        return false;
      s.emplace(pat->text, constArg(act->text));
    }
    return unify(pat->elems[0], act->elems[0], s);
  case Type::Tuple:
    if (pat->elems.size() != act->elems.size())
      return false;
    for (size_t i = 0; i < pat->elems.size(); ++i)
      if (!unify(pat->elems[i], act->elems[i], s))
        return false;
    return true;
  case Type::Named: {
    const auto &pg = pat->path.segments.back().generics;
    const auto &ag = act->path.segments.back().generics;
    if (pat->path.last() != act->path.last() || pg.size() != ag.size())
      return false;
    for (size_t i = 0; i < pg.size(); ++i)
      if (pg[i]->kind != Type::Lifetime && !unify(pg[i], ag[i], s))
        return false;
    return true;
  }
  case Type::Never:
  case Type::FnPtr:
  case Type::Opaque:
  case Type::Const:
  case Type::Lifetime:
    return true;
  }
  return true;
}

//===-- substitution ------------------------------------------------------===//

TypeP subst(const TypeP &t, const Subst &s);

bool substPath(Path &p, const Subst &s) {
  bool changed = false;
  auto one = [&](TypeP &t) {
    TypeP n = subst(t, s);
    changed |= n != t;
    t = n;
  };
  if (p.qself)
    one(p.qself);
  if (p.trait)
    one(p.trait);
  for (PathSegment &seg : p.segments)
    for (TypeP &g : seg.generics)
      one(g);
  return changed;
}

TypeP subst(const TypeP &t, const Subst &s) {
  if (!t)
    return t;
  if (isVar(*t) || t->kind == Type::Opaque) { // also a closure's own type
    auto it = s.find(varKey(*t));
    return it == s.end() ? t : it->second;
  }
  Type c = *t;
  bool changed = false;
  if (c.kind == Type::Array)
    if (const std::string *n = constOf(c.text, s)) {
      c.text = *n; // [f32; N] -> [f32; 4]
      changed = true;
    }
  for (TypeP &e : c.elems) {
    TypeP n = subst(e, s);
    changed |= n != e;
    e = n;
  }
  if (c.kind == Type::Named)
    changed |= substPath(c.path, s);
  return changed ? std::make_shared<const Type>(std::move(c)) : t;
}

bool isPrimitive(const Type &t) { return t.isPrimitive(); }

void substConst(ConstVal &c, const Subst &s) {
  // `const N` of a const generic parameter: its value, a usize literal
  if (c.kind == ConstVal::Named && !c.path.qself && c.path.segments.size() == 1 &&
      !c.path.segments[0].hasGenerics)
    if (const std::string *n = constOf(c.path.segments[0].name, s)) {
      c.kind = ConstVal::Int;
      c.text = *n;
      c.suffix = "usize";
      c.bits = std::stoull(*n);
      c.negative = false;
      return;
    }
  c.type = subst(c.type, s);
  bool changed = substPath(c.path, s);
  for (ConstVal &e : c.elems)
    substConst(e, s);
  // What rustc folds in a concrete body but prints for a generic one (O3:
  // `slice::Iter<T>`'s inlined `next` asks `<T as SizedTypeProperties>::IS_ZST`).
  if (changed && c.kind == ConstVal::Named && c.path.qself && c.path.trait &&
      c.path.trait->kind == Type::Named &&
      c.path.trait->path.last() == "SizedTypeProperties" &&
      c.path.last() == "IS_ZST" && isPrimitive(*c.path.qself)) {
    c.kind = ConstVal::Bool;
    c.bits = 0;
    c.text = "false";
  }
}

void substPlace(Place &p, const Subst &s) {
  for (Projection &pr : p.projs)
    pr.type = subst(pr.type, s);
}

void substOperand(Operand &o, const Subst &s) {
  substPlace(o.place, s);
  if (o.value) {
    auto v = std::make_shared<ConstVal>(*o.value);
    substConst(*v, s);
    o.value = v;
  }
}

void substBody(Item &it, const Subst &s) {
  it.type = subst(it.type, s);
  Body &b = *it.body;
  for (LocalDecl &d : b.locals)
    d.type = subst(d.type, s);
  for (BasicBlock &bb : b.blocks) {
    for (Statement &st : bb.stmts) {
      substPlace(st.place, s);
      for (Operand &o : st.args)
        substOperand(o, s);
      if (!st.rvalue)
        continue;
      auto rv = std::make_shared<Rvalue>(*st.rvalue);
      for (Operand &o : rv->operands)
        substOperand(o, s);
      substPlace(rv->place, s);
      rv->type = subst(rv->type, s);
      if (const std::string *n = constOf(rv->count, s))
        rv->count = *n; // [x; N]
      substPath(rv->adt, s);
      if (rv->kind == Rvalue::Aggregate && rv->agg == Rvalue::Closure)
        if (auto c = s.find(rv->op); c != s.end())
          rv->op = c->second->text;
      st.rvalue = rv;
    }
    Terminator &t = bb.term;
    substOperand(t.discr, s);
    // `switchInt(const false)` once IS_ZST is folded: the branch taken
    if (t.kind == Terminator::SwitchInt && t.discr.kind == Operand::Const &&
        t.discr.value && t.discr.value->kind == ConstVal::Bool) {
      std::optional<unsigned> to = t.otherwise;
      for (const SwitchCase &c : t.cases)
        if (!c.negative && c.value == t.discr.value->bits)
          to = c.target;
      if (to) {
        t.kind = Terminator::Goto;
        t.target = to;
        t.cases.clear();
        t.otherwise.reset();
      }
    }
    substOperand(t.func, s);
    for (Operand &o : t.args)
      substOperand(o, s);
    if (t.dest)
      substPlace(*t.dest, s);
    substPlace(t.dropPlace, s);
  }
}

//===-- the caller's types ------------------------------------------------===//

TypeP named(const std::string &n) {
  auto t = std::make_shared<Type>();
  t->kind = Type::Named;
  PathSegment seg;
  seg.name = n;
  t->path.segments.push_back(seg);
  return t;
}

TypeP placeType(const Body &b, const Place &p) {
  const LocalDecl *d = b.local(p.local);
  TypeP t = d ? d->type : nullptr;
  for (const Projection &pr : p.projs) {
    if (!t)
      return t;
    switch (pr.kind) {
    case Projection::Deref:
      t = t->kind == Type::Ref || t->kind == Type::Ptr ? t->elems[0] : nullptr;
      break;
    case Projection::Index:
    case Projection::ConstIndex:
      t = t->kind == Type::Slice || t->kind == Type::Array ? t->elems[0] : nullptr;
      break;
    case Projection::Field:
    case Projection::OpaqueCast:
    case Projection::Subtype:
      t = pr.type;
      break;
    case Projection::Subslice:
    case Projection::Downcast:
      break;
    }
  }
  return t;
}

TypeP operandType(const Body &b, const Operand &o,
                  const std::map<std::string, TypeP> *consts = nullptr) {
  if (o.kind != Operand::Const)
    return placeType(b, o.place);
  const ConstVal &c = *o.value;
  switch (c.kind) {
  case ConstVal::Named: // `const f::promoted[0]` (`s == E::A` at O3): its type
    if (consts)
      if (auto at = consts->find(c.path.plain()); at != consts->end())
        return at->second;
    return nullptr;
  case ConstVal::Int:
  case ConstVal::Float:
    return c.suffix.empty() ? nullptr : named(c.suffix);
  case ConstVal::Bool:
    return named("bool");
  case ConstVal::ZeroSized:
  case ConstVal::Alloc:
  case ConstVal::Raw:
    return c.type;
  default:
    return nullptr;
  }
}

//===-- instance names ----------------------------------------------------===//

std::string shortName(const Type &t, unsigned &closures) {
  switch (t.kind) {
  case Type::Named: {
    std::string r = t.path.last();
    for (const TypeP &g : t.path.segments.back().generics)
      if (g->kind != Type::Lifetime)
        r += "_" + shortName(*g, closures);
    return r;
  }
  case Type::Ref:
    return (t.isMut ? "refmut_" : "ref_") + shortName(*t.elems[0], closures);
  case Type::Slice:
    return "slice_" + shortName(*t.elems[0], closures);
  case Type::Opaque:
    if (StringRef(t.text).starts_with("{closure@")) {
      // `{closure@FILE:L:C: L:C}`: `closureL_C` (as its struct is named)
      StringRef r(t.text);
      size_t rs = r.rfind(".rs:");
      if (rs != StringRef::npos) {
        llvm::SmallVector<StringRef, 4> lc;
        r.drop_front(rs + 4).split(lc, ':');
        if (lc.size() >= 2)
          return "closure" + lc[0].trim().str() + "_" + lc[1].trim().str();
      }
      return "closure" + std::to_string(closures++);
    }
    return "opaque";
  case Type::Const:
    return t.text; // a const generic argument: `sum_4`
  default:
    return "t";
  }
}

std::string sanitize(const std::string &s) {
  std::string r;
  for (char c : s)
    r += std::isalnum(static_cast<unsigned char>(c)) || c == '_' ? c : '_';
  return r;
}

struct Mono {
  Module &m;
  std::map<std::string, size_t> fnByName; ///< plain name -> index in m.items
  std::set<size_t> generic;               ///< items that are generic
  /// Methods of generic impls whose signature does not name the impl's
  /// parameters and whose body does (instantiated from the header).
  std::set<size_t> paramBodies;
  std::deque<Item> instances;
  std::vector<size_t> instanceOf;         ///< original item of each instance
  std::map<std::string, std::string> made; ///< plain + substitution -> name
  /// Per instance: its closures' original type text -> the instance's type.
  std::map<std::string, std::map<std::string, TypeP>> renamedClosures;
  std::set<std::string> names;             ///< every fn name taken
  unsigned closures = 0;
  /// The type and trait paths the module prints (defaultMethod's headers).
  std::optional<ir::PrintedPaths> printed;
  /// The crate's promoted constants (`f::promoted[0]`): plain name -> type.
  std::map<std::string, TypeP> constTypes;

  explicit Mono(Module &m) : m(m) {}

  std::string source;
  bool sourceRead = false;
  /// The crate's source file (ir/EnumSource.h), found once.
  const std::string &sourcePath() {
    if (!sourceRead) {
      source = ir::mirSourcePath(m);
      sourceRead = true;
    }
    return source;
  }

  static bool turbofishTypes(const Path &p) {
    if (p.qself || p.segments.empty() || !p.segments.back().hasGenerics)
      return false;
    for (const TypeP &g : p.segments.back().generics)
      if (g->kind != Type::Lifetime)
        return true;
    return false;
  }

  /// A generic argument that is a bare type parameter (`V2<T>`, `&V2<T>`).
  bool hasTypeVarArg(const TypeP &t) const {
    if (!t)
      return false;
    for (const TypeP &e : t->elems)
      if (hasTypeVarArg(e))
        return true;
    if (t->kind != Type::Named)
      return false;
    for (const PathSegment &seg : t->path.segments)
      for (const TypeP &g : seg.generics)
        if (g && ((isVar(*g) && !isPrimitive(*g) && !knownType(g->path.last())) ||
                  hasTypeVarArg(g)))
          return true;
    return false;
  }
  /// A type the crate or the language declares (not a type parameter).
  bool knownType(const std::string &n) const {
    for (const Item &it : m.items)
      if (it.name.last() == n && it.kind != Item::Fn)
        return true;
    return n == "Self" || n == "str";
  }

  static bool mentionsSelf(const TypeP &t) {
    return t && StringRef(t->str()).contains("Self");
  }
  static bool namesSelf(const Operand &o) {
    return o.kind == Operand::Const && o.value &&
           o.value->kind == ConstVal::Named && o.value->path.qself &&
           mentionsSelf(o.value->path.qself);
  }
  /// Whether a body calls `<Self as Trait>::m` or reads `<Self as
  /// Trait>::C`.
  static bool bodyNamesSelf(const Body &b) {
    for (const BasicBlock &bb : b.blocks) {
      if (bb.term.kind == Terminator::Call && namesSelf(bb.term.func))
        return true;
      for (const Operand &o : bb.term.args)
        if (namesSelf(o))
          return true;
      for (const Statement &st : bb.stmts)
        if (st.rvalue)
          for (const Operand &o : st.rvalue->operands)
            if (namesSelf(o))
              return true;
    }
    return false;
  }

  static bool namesWord(StringRef t, StringRef w) {
    for (size_t k = t.find(w); k != StringRef::npos; k = t.find(w, k + 1))
      if ((k == 0 || !(std::isalnum((unsigned char)t[k - 1]) ||
                       t[k - 1] == '_')) &&
          (k + w.size() >= t.size() ||
           !(std::isalnum((unsigned char)t[k + w.size()]) ||
             t[k + w.size()] == '_')))
        return true;
    return false;
  }
  static bool constNames(const Operand &o,
                         const std::vector<std::string> &params) {
    if (o.kind != Operand::Const || !o.value)
      return false;
    std::string t = o.value->path.str() +
                    (o.value->type ? " " + o.value->type->str() : "");
    return llvm::any_of(params,
                        [&](const std::string &p) { return namesWord(t, p); });
  }
  /// Whether a body names one of `params` (an impl's type parameters) in
  /// a local's type or a constant (`<T as Mark>::M`, `size_of::<T>`).
  static bool bodyNamesAny(const Body &b,
                           const std::vector<std::string> &params) {
    if (params.empty())
      return false;
    for (const LocalDecl &d : b.locals)
      if (d.type && llvm::any_of(params, [&](const std::string &p) {
            return namesWord(d.type->str(), p);
          }))
        return true;
    for (const BasicBlock &bb : b.blocks) {
      if (bb.term.kind == Terminator::Call &&
          (constNames(bb.term.func, params) ||
           llvm::any_of(bb.term.args, [&](const Operand &o) {
             return constNames(o, params);
           })))
        return true;
      for (const Statement &st : bb.stmts)
        if (st.rvalue && llvm::any_of(st.rvalue->operands,
                                      [&](const Operand &o) {
                                        return constNames(o, params);
                                      }))
          return true;
    }
    return false;
  }

  /// `<Q as Trait>::m`: the trait's default method `Trait::m`, unless an
  /// impl of the crate overrides it for these argument types.
  std::optional<size_t> defaultMethod(const Path &p, const Body &caller,
                                      const Terminator &t) {
    if (!p.qself || !p.trait || p.trait->kind != Type::Named ||
        p.segments.size() != 1 ||
        p.trait->path.segments.back().hasGenerics)
      return std::nullopt;
    auto f = fnByName.find(p.trait->path.plain() + "::" + p.last());
    if (f == fnByName.end() || !generic.count(f->second))
      return std::nullopt;
    std::vector<std::string> args;
    for (const Operand &o : t.args) {
      TypeP at = operandType(caller, o, &constTypes);
      args.push_back(at ? at->str() : "?");
    }
    for (const Item &it : m.items) {
      const auto &segs = it.name.segments;
      if (it.kind != Item::Fn || !it.body || segs.size() < 2 ||
          segs.back().name != p.last() ||
          !StringRef(segs[segs.size() - 2].name).starts_with("<impl at "))
        continue;
      // the impl's header in the source says whose override it is
      // (`impl Filter for Tent5` overrides nothing of Box3's; ImplMatch)
      if (!printed)
        printed = ir::printedPaths(m);
      switch (ir::matchImpl(it, ir::implSelf(*p.qself), p.trait->path.plain(),
                            *printed)) {
      case ir::ImplMatch::Yes:
        return std::nullopt; // overridden
      case ir::ImplMatch::No:
        continue;
      case ir::ImplMatch::TypeUnknown:
      case ir::ImplMatch::Unknown:
        break; // an override of these parameter types may be the call's
      }
      std::vector<std::string> params;
      for (const LocalDecl &d : it.body->locals)
        if (d.isArg)
          params.push_back(d.type ? d.type->str() : "");
      if (params == args)
        return std::nullopt; // overridden
      // A generic impl's override (`impl<T: Mark> Tr for W<T>`: `&W<T>`)
      // may be the call's too (`&W<u8>`): not the default (red team 22's
      // follow-up; genericImplMethod decides, or the builder refuses).
      Subst us;
      size_t ai = 0;
      bool unifies = true;
      for (const LocalDecl &d : it.body->locals) {
        if (!d.isArg)
          continue;
        TypeP at = ai < t.args.size()
                       ? operandType(caller, t.args[ai], &constTypes)
                       : nullptr;
        ++ai;
        unifies &= at && d.type && unify(d.type, at, us);
      }
      if (unifies && ai == t.args.size())
        return std::nullopt;
    }
    return f->second;
  }

  /// `V2::<f32>::new(..)`: a method of a generic impl (`impl<T> V2<T> {
  /// fn new(..) }`, body `<impl at ..>::new` over `T`), the one whose
  /// parameter and return types unify with the call's.
  std::optional<size_t> genericImplMethod(const Path &p, const Body &caller,
                                          const Terminator &t, Subst &bound) {
    // `V2::<f32>::m` or `<V2<f32> as Mul<f32>>::m`: the generic type's name
    std::string selfName;
    if (p.qself && p.qself->kind == Type::Named &&
        !p.qself->path.segments.empty() &&
        p.qself->path.segments.back().hasGenerics)
      selfName = p.qself->path.last();
    else if (!p.qself && p.segments.size() >= 2 &&
             p.segments[p.segments.size() - 2].hasGenerics)
      selfName = p.segments[p.segments.size() - 2].name;
    if (selfName.empty() && paramBodies.empty())
      return std::nullopt;
    // Which impl the call names: its trait (`<W<u8> as Tr2>::f`) or none
    // (`W::<u8>::f`, inherent), and its self type. A generic impl whose
    // signature unifies is still another impl's method when its header
    // names another trait (or none): red team 22's `<W<u8> as Tr2>::f` ran
    // `impl<T> Tr for W<T>`'s f. Coherence lets one impl apply, so an impl
    // of the crate whose header says it is the call's, or may be, leaves
    // the call to the builder (ImplMatch there: that impl, or RG0100).
    if (!printed)
      printed = ir::printedPaths(m);
    std::string trait = p.qself && p.trait && p.trait->kind == Type::Named
                            ? p.trait->path.plain()
                            : "";
    ir::ImplSelf callSelf = p.qself ? ir::implSelf(*p.qself) : ir::implSelf(p);
    for (const Item &it : m.items) {
      const auto &segs = it.name.segments;
      if (it.kind != Item::Fn || !it.body || generic.count(&it - &m.items[0]) ||
          segs.size() < 2 || segs.back().name != p.last() ||
          !StringRef(segs[segs.size() - 2].name).starts_with("<impl at "))
        continue;
      if (ir::matchImpl(it, callSelf, trait, *printed) != ir::ImplMatch::No)
        return std::nullopt;
    }
    std::optional<size_t> found;
    for (size_t gi : generic) {
      const Item &g = m.items[gi];
      const auto &segs = g.name.segments;
      if (g.kind != Item::Fn || !g.body || segs.size() < 2 ||
          segs.back().name != p.last() ||
          !StringRef(segs[segs.size() - 2].name).starts_with("<impl at "))
        continue;
      Subst s;
      bool ok = true;
      size_t ai = 0;
      for (const LocalDecl &d : g.body->locals) {
        if (!d.isArg)
          continue;
        if (ai >= t.args.size()) {
          ok = false;
          break;
        }
        TypeP at = operandType(caller, t.args[ai++], &constTypes);
        ok &= at && unify(d.type, at, s);
      }
      ok &= ai == t.args.size();
      if (t.dest && g.type)
        if (TypeP dt = placeType(caller, *t.dest))
          ok &= unify(g.type, dt, s);
      // A body naming the impl's parameters under a signature without them
      // (`fn weight(d: u32) -> u32 { d * T::M }`): the header binds them,
      // for certain or not at all (ImplMatch reads `impl<T: Mark> W for
      // G<T>` against `G<A>`, `A: Mark` from the crate's impls).
      if (paramBodies.count(gi)) {
        ir::ImplBinding binding;
        if (!ok || ir::matchImpl(g, callSelf, trait, *printed, &binding) !=
                       ir::ImplMatch::Yes)
          continue;
        std::vector<TypeP> callArgs;
        const PathSegment *seg =
            p.qself ? (p.qself->kind == Type::Named &&
                               !p.qself->path.segments.empty()
                           ? &p.qself->path.segments.back()
                           : nullptr)
                    : &p.segments[p.segments.size() - 2];
        if (seg)
          for (const TypeP &ga : seg->generics)
            if (ga && ga->kind != Type::Lifetime)
              callArgs.push_back(ga);
        bool all = !binding.empty();
        for (const auto &[param, at] : binding) {
          TypeP ty = at == SIZE_MAX ? p.qself
                     : at < callArgs.size() ? callArgs[at]
                                            : nullptr;
          all &= ty != nullptr;
          if (ty)
            s[param] = ty;
        }
        if (!all)
          continue;
        if (found)
          return std::nullopt; // two impls fit: left to the builder's RG0100
        found = gi;
        bound = s;
        continue;
      }
      if (selfName.empty())
        continue;
      // the impl's type itself must be the call's (`V2<T>` for `V2::<f32>`)
      std::string self = selfName + "<";
      bool mentions = false;
      for (const LocalDecl &d : g.body->locals)
        mentions |= d.isArg && d.type && StringRef(d.type->str()).contains(self);
      mentions |= g.type && StringRef(g.type->str()).contains(self);
      if (!ok || s.empty() || !mentions)
        continue;
      // The header's trait and type against the call's: another trait's
      // impl (or a trait impl for an inherent call) is not the callee; one
      // not read for certain is not taken either.
      // (A derive's header is the type's own, `#[derive(PartialEq)]` on
      // `Either<A, B>`: its span names the trait only, compared here.)
      std::optional<ir::ImplHeader> gh =
          ir::implHeader(segs[segs.size() - 2].name);
      StringRef traitName(trait);
      if (size_t k = traitName.rfind("::"); k != StringRef::npos)
        traitName = traitName.substr(k + 2);
      ir::ImplMatch hm =
          gh && gh->derive
              ? (traitName == gh->trait ? ir::ImplMatch::TypeUnknown
                                        : ir::ImplMatch::No)
              : ir::matchImpl(g, callSelf, trait, *printed);
      if (hm == ir::ImplMatch::No)
        continue;
      if (hm == ir::ImplMatch::Unknown)
        return std::nullopt;
      // A generic header (`impl<T: Mark> Tr for W<T>`) applies to the
      // call's type unless another impl of the trait does; one that keeps
      // the trait's default (`impl Tr for W<u32> {}`) has no item in the
      // MIR to tell. Where the trait has a default of this method, the
      // generic override is not taken for certain: the builder refuses.
      if (hm == ir::ImplMatch::TypeUnknown && !trait.empty() &&
          fnByName.count(trait + "::" + p.last()))
        return std::nullopt;
      if (found)
        return std::nullopt; // two impls fit: left to the builder's RG0100
      found = gi;
      bound.clear();
    }
    return found;
  }

  void scan(Item &it) {
    if (!it.body)
      return;
    Body &b = *it.body;
    // The closure types of the instances this body calls, renamed per
    // instance (`{closure@F.rs:L:C: ..}` -> `{closure@F.rs:L:C_NAME: ..}`):
    // a generic fn returning its closure (`-> impl Fn(f32) -> f32`) hands
    // the caller a value of the instance's closure type.
    std::map<std::string, std::set<TypeP>> returned;
    for (BasicBlock &bb : b.blocks) {
      Terminator &t = bb.term;
      if (t.kind != Terminator::Call || t.func.kind != Operand::Const ||
          !t.func.value || t.func.value->kind != ConstVal::Named)
        continue;
      const Path &p = t.func.value->path;
      std::optional<size_t> callee;
      Subst s;
      if (turbofishTypes(p)) {
        auto f = fnByName.find(p.plain());
        if (f != fnByName.end() && generic.count(f->second))
          callee = f->second;
      } else if ((callee = defaultMethod(p, b, t))) {
        s.emplace("Self", p.qself);
      } else {
        callee = genericImplMethod(p, b, t, s);
      }
      if (!callee)
        continue;
      const Item &g = m.items[*callee];
      if (!g.body)
        continue;
      size_t ai = 0;
      bool ok = true;
      for (const LocalDecl &d : g.body->locals) {
        if (!d.isArg)
          continue;
        if (ai >= t.args.size()) {
          ok = false;
          break;
        }
        TypeP at = operandType(b, t.args[ai++], &constTypes);
        if (at)
          ok &= unify(d.type, at, s);
      }
      if (t.dest && g.type)
        if (TypeP dt = placeType(b, *t.dest))
          ok &= unify(g.type, dt, s);
      // `apply::<Box3>(x, i)` with `fn apply<F: Filter>(x: &[f32], i: usize)`:
      // a parameter no argument's type names (used as `F::RADIUS`,
      // `F::weight(..)`), bound by the turbofish in the order the source
      // declares the fn's generic parameters.
      if (ok && turbofishTypes(p) && !g.name.segments.empty() &&
          g.name.segments.size() == 1) {
        std::vector<TypeP> targs;
        for (const TypeP &ga : p.segments.back().generics)
          if (ga && ga->kind != Type::Lifetime)
            targs.push_back(ga);
        if (std::optional<std::vector<std::string>> names =
                ir::sourceFnGenerics(sourcePath(), g.name.last());
            names && names->size() == targs.size())
          for (size_t k = 0; k < targs.size(); ++k)
            if (!s.count((*names)[k]) && targs[k]->kind == Type::Named)
              s.emplace((*names)[k], targs[k]);
      }
      if (!ok || s.empty())
        continue; // left as it is: the builder reports the generic types
      std::string key = g.name.plain() + "<";
      for (const auto &[k, v] : s)
        key += k + "=" + v->str() + ";";
      auto found = made.find(key);
      std::string name;
      if (found != made.end()) {
        name = found->second;
      } else {
        name = g.name.last();
        for (const auto &[k, v] : s)
          name += "_" + shortName(*v, closures);
        name = sanitize(name);
        Path full = g.name;
        full.segments.back().name = name;
        for (unsigned n = 2; names.count(full.plain()); ++n)
          full.segments.back().name = name + "_" + std::to_string(n);
        name = full.segments.back().name;
        names.insert(full.plain());
        made.emplace(key, name);
        // The closures defined in the generic fn are generic too: each
        // instance gets its own copies, of a type of its own.
        std::string prefix = g.name.plain() + "::{closure#";
        std::vector<size_t> inner;
        for (size_t k = 0; k < m.items.size(); ++k) {
          const Item &c = m.items[k];
          if (c.kind != Item::Fn || !c.body ||
              !StringRef(c.name.plain()).starts_with(prefix))
            continue;
          const LocalDecl *d = c.body->local(1);
          const Type *ct = d && d->type ? d->type.get() : nullptr;
          if (ct && (ct->kind == Type::Ref || ct->kind == Type::Ptr))
            ct = ct->elems[0].get();
          if (!ct || ct->kind != Type::Opaque)
            continue;
          // {closure@F.rs:L:C: L:C} -> {closure@F.rs:L:C_NAME: L:C}
          StringRef text(ct->text);
          size_t rs = text.rfind(".rs:");
          size_t c1 = rs == StringRef::npos ? rs : text.find(':', rs + 4);
          size_t c2 = c1 == StringRef::npos ? c1 : text.find(':', c1 + 1);
          if (c2 == StringRef::npos)
            continue;
          auto nt = std::make_shared<Type>(*ct);
          nt->text = text.take_front(c2).str() + "_" + name + text.drop_front(c2).str();
          s.emplace(ct->text, nt);
          renamedClosures[name].emplace(ct->text, nt);
          inner.push_back(k);
        }
        Item inst = g;
        inst.name = full;
        substBody(inst, s);
        instances.push_back(std::move(inst));
        instanceOf.push_back(*callee);
        std::vector<Item *> madeNow{&instances.back()};
        for (size_t k : inner) {
          Item c = m.items[k];
          Path cn = full;
          const auto &segs = c.name.segments;
          cn.segments.insert(cn.segments.end(),
                             segs.begin() + g.name.segments.size(), segs.end());
          c.name = cn;
          names.insert(cn.plain());
          substBody(c, s);
          instances.push_back(std::move(c));
          instanceOf.push_back(k);
          madeNow.push_back(&instances.back());
        }
        for (Item *mi : madeNow) // deque: the pointers stay valid
          scan(*mi);
      }
      Path np = g.name;
      np.loc = p.loc;
      np.segments.back().name = name;
      auto v = std::make_shared<ConstVal>(*t.func.value);
      v->path = np;
      t.func.value = v;
      if (auto r = renamedClosures.find(name); r != renamedClosures.end())
        for (const auto &[text, nt] : r->second)
          if (g.type && StringRef(g.type->str()).contains(text))
            returned[text].insert(nt);
    }
    // A closure type returned by exactly one instance: the caller's values
    // of it (the result, copies, references) are of the instance's type.
    Subst ren;
    for (const auto &[text, types] : returned)
      if (types.size() == 1)
        ren.emplace(text, *types.begin());
    if (!ren.empty())
      substBody(it, ren);
  }

  /// `<A as Scale>::K2` where no impl of the crate defines K2 for A (each
  /// impl's const certainly another type's: ImplMatch No) and the trait's
  /// default is a body naming `Self` (`const K2: u32 = Self::K * 2 + 1;`):
  /// that body with Self = A, a const item of its own (`Scale::K2_A`),
  /// which the operand then names. A literal default is the builder's
  /// (BuildValues); an impl whose header is not read leaves the constant
  /// to the builder's RG0100.
  void constDefaults() {
    std::map<std::string, std::string> madeConsts; // operand text -> name
    std::deque<Item> added;
    // `<A as Scale>::K2` -> `Scale::K2_A`
    auto name = [](Operand &o, const std::string &made) {
      const Path &p = o.value->path;
      auto v = std::make_shared<ConstVal>(*o.value);
      v->path = Path{};
      v->path.segments = p.trait->path.segments;
      v->path.segments.push_back(PathSegment{});
      v->path.segments.back().name = made;
      v->path.loc = p.loc;
      o.value = v;
    };
    auto rewrite = [&](Operand &o) {
      if (o.kind != Operand::Const || !o.value ||
          o.value->kind != ConstVal::Named)
        return;
      const Path &p = o.value->path;
      if (!p.qself || !p.trait || p.trait->kind != Type::Named ||
          p.segments.size() != 1 || mentionsSelf(p.qself) ||
          p.trait->path.segments.back().hasGenerics)
        return;
      std::string trait = p.trait->path.plain();
      std::string key = p.str();
      if (auto f = madeConsts.find(key); f != madeConsts.end())
        return name(o, f->second);
      const Item *def = nullptr;
      for (const Item &it : m.items)
        if (it.kind == Item::Const && !it.value && it.body &&
            it.name.plain() == trait + "::" + p.last())
          def = &it;
      if (!def || !bodyNamesSelf(*def->body))
        return;
      if (!printed)
        printed = ir::printedPaths(m);
      ir::ImplSelf self = ir::implSelf(*p.qself);
      for (const Item &it : m.items) {
        const auto &segs = it.name.segments;
        if (it.kind == Item::Const && segs.size() >= 2 &&
            segs.back().name == p.last() &&
            StringRef(segs[segs.size() - 2].name).starts_with("<impl at ") &&
            ir::matchImpl(it, self, trait, *printed) != ir::ImplMatch::No)
          return; // an impl's own, or maybe
      }
      Item inst = *def;
      std::string base =
          sanitize(p.last() + "_" + shortName(*p.qself, closures));
      inst.name.segments.back().name = base;
      for (unsigned n = 2; names.count(inst.name.plain()); ++n)
        inst.name.segments.back().name = base + "_" + std::to_string(n);
      names.insert(inst.name.plain());
      substBody(inst, Subst{{"Self", p.qself}});
      std::string made = inst.name.last();
      madeConsts.emplace(key, made);
      added.push_back(std::move(inst));
      name(o, made);
    };
    auto visit = [&](Body &b) {
      for (BasicBlock &bb : b.blocks) {
        for (Statement &st : bb.stmts) {
          if (!st.rvalue)
            continue;
          bool named = false;
          for (const Operand &o : st.rvalue->operands)
            named |= o.kind == Operand::Const && o.value &&
                     o.value->kind == ConstVal::Named && o.value->path.qself;
          if (!named)
            continue;
          auto rv = std::make_shared<Rvalue>(*st.rvalue);
          for (Operand &o : rv->operands)
            rewrite(o);
          st.rvalue = rv;
        }
        rewrite(bb.term.func);
        for (Operand &o : bb.term.args)
          rewrite(o);
        rewrite(bb.term.discr);
      }
    };
    for (Item &it : m.items)
      if (it.body)
        visit(*it.body);
    // the instances' own bodies (`Self::K * 2` is `<A as Scale>::K` now,
    // maybe another default of the kind)
    for (size_t k = 0; k < added.size(); ++k)
      visit(*added[k].body);
    for (Item &it : added)
      m.items.push_back(std::move(it));
  }

  void run() {
    instantiate();
    constDefaults();
  }

  void instantiate() {
    for (const Item &it : m.items)
      if (it.kind == Item::Const && !it.value && it.body && it.type &&
          llvm::StringRef(it.name.last()).starts_with("promoted["))
        constTypes.emplace(it.name.plain(), it.type);
    for (size_t i = 0; i < m.items.size(); ++i) {
      const Item &it = m.items[i];
      if (it.kind != Item::Fn)
        continue;
      fnByName.emplace(it.name.plain(), i);
      names.insert(it.name.plain());
      if (!it.body)
        continue;
      bool self = mentionsSelf(it.type);
      for (const LocalDecl &d : it.body->locals)
        self |= d.isArg && mentionsSelf(d.type);
      // a trait's default method that names `Self` only in its body
      // (`fn norm() -> f32 { Self::weight(0) + .. Self::RADIUS }`)
      if (!self && it.name.segments.size() == 2)
        self = bodyNamesSelf(*it.body);
      // a method of a generic impl (`impl<T> V2<T>`): its signature names
      // a type parameter (a one-letter-or-more name no item or primitive
      // has: `T`) inside a type's arguments
      const auto &segs = it.name.segments;
      if (segs.size() >= 2 &&
          StringRef(segs[segs.size() - 2].name).starts_with("<impl at ")) {
        self |= hasTypeVarArg(it.type);
        for (const LocalDecl &d : it.body->locals)
          self |= d.isArg && hasTypeVarArg(d.type);
        // `impl<T: Mark> W for G<T> { fn weight(d: u32) -> u32 { d * T::M
        // } }`: a signature without `T`, a body with it (instantiated with
        // the types the header binds: genericImplMethod)
        if (!self)
          if (std::optional<ir::ImplHeader> h =
                  ir::implHeader(segs[segs.size() - 2].name);
              h && !h->derive && bodyNamesAny(*it.body, h->params)) {
            self = true;
            paramBodies.insert(i);
          }
      }
      if (self)
        generic.insert(i);
    }
    for (const Item &it : m.items)
      if (it.body)
        for (const BasicBlock &bb : it.body->blocks) {
          const Terminator &t = bb.term;
          if (t.kind == Terminator::Call && t.func.kind == Operand::Const &&
              t.func.value && t.func.value->kind == ConstVal::Named &&
              turbofishTypes(t.func.value->path)) {
            auto f = fnByName.find(t.func.value->path.plain());
            if (f != fnByName.end())
              generic.insert(f->second);
          }
        }
    for (size_t i = 0; i < m.items.size(); ++i)
      for (size_t gi : std::set<size_t>(generic))
        if (StringRef(m.items[i].name.plain())
                .starts_with(m.items[gi].name.plain() + "::{closure#"))
          generic.insert(i);
    if (generic.empty())
      return;
    for (size_t i = 0; i < m.items.size(); ++i)
      if (!generic.count(i))
        scan(m.items[i]);
    if (instances.empty())
      return;
    // Each generic fn with instances is replaced by them, in file order.
    std::map<size_t, std::vector<size_t>> byOrig;
    for (size_t k = 0; k < instances.size(); ++k)
      byOrig[instanceOf[k]].push_back(k);
    std::vector<Item> items;
    items.reserve(m.items.size() + instances.size());
    for (size_t i = 0; i < m.items.size(); ++i) {
      auto f = byOrig.find(i);
      if (f == byOrig.end()) {
        items.push_back(std::move(m.items[i]));
        continue;
      }
      for (size_t k : f->second)
        items.push_back(std::move(instances[k]));
    }
    m.items = std::move(items);
  }
};

} // namespace

void rsgpu::ir::monomorphize(Module &m) { Mono(m).run(); }

void rsgpu::ir::substituteItem(Item &it, const std::map<std::string, TypeP> &s) {
  if (it.body)
    substBody(it, s);
}

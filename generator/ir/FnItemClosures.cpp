//===- FnItemClosures.cpp - function items passed as closures -------------===//
//
// `iter.fold(f32::NEG_INFINITY, f32::max)` passes the function item itself:
//   _15 = <Copied<..> as Iterator>::fold::<f32, fn(f32, f32) -> f32
//         {f32::<impl f32>::max}>(move _16, const .., f32::<impl f32>::max)
// The operand becomes `const ZeroSized: {closure@fn_item.rs:0:N: 0:N}` (the
// generic argument too), and a body for that closure is added:
//   fn outer::{closure#fnitemN}(_1: &{closure@..}, _2: f32, _3: f32) -> f32 {
//       bb0: { _0 = f32::<impl f32>::max(copy _2, copy _3) -> bb1; }
//       bb1: { return; }
//   }
// From there it is an ordinary capture-less closure (ir/Builder.cpp binds
// closures to core's consumers; ir/Monomorphize.cpp instantiates generic fns
// for it). Line 0 never names a closure of the source, so the type is new.
//
//===----------------------------------------------------------------------===//
#include "ir/Monomorphize.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <set>

using namespace rsgpu;
using namespace rsgpu::mir;
using llvm::StringRef;

namespace {

TypeP named(StringRef n) {
  // `Option<P>` of a primitive (`last`'s `fn(Option<u32>, u32) ->
  // Option<u32> {last::some::<u32>}`, O3)
  if (n.consume_front("Option<") && n.consume_back(">")) {
    TypeP e = named(n.trim());
    if (!e)
      return nullptr;
    auto t = std::make_shared<Type>();
    t->kind = Type::Named;
    PathSegment seg;
    seg.name = "Option";
    seg.generics.push_back(e);
    t->path.segments.push_back(seg);
    return t;
  }
  // `[P; K]` of a primitive with a literal length (a const-generic crate
  // fn's instance: `fn([f32; 3]) -> f32 {max_of::<3>}`, branch it29)
  if (n.starts_with("[") && n.ends_with("]")) {
    StringRef in = n.drop_front().drop_back();
    size_t semi = in.rfind(';');
    uint64_t len = 0;
    if (semi == StringRef::npos ||
        in.drop_front(semi + 1).trim().getAsInteger(10, len))
      return nullptr;
    TypeP e = named(in.take_front(semi).trim());
    if (!e)
      return nullptr;
    auto t = std::make_shared<Type>();
    t->kind = Type::Array;
    t->elems.push_back(e);
    t->text = std::to_string(len);
    return t;
  }
  if (!rsgpu::mir::isPrimitiveName(n))
    return nullptr;
  auto t = std::make_shared<Type>();
  t->kind = Type::Named;
  PathSegment seg;
  seg.name = n.str();
  t->path.segments.push_back(seg);
  return t;
}

/// `fn(f32, f32) -> f32 {PATH}`: the parameter and return types (primitives
/// only) and PATH.
bool splitFnItem(StringRef text, std::vector<TypeP> &params, TypeP &ret,
                 std::string &path) {
  if (!text.consume_front("fn("))
    return false;
  size_t close = text.find(')');
  size_t brace = text.find(" {");
  if (close == StringRef::npos || brace == StringRef::npos || !text.ends_with("}"))
    return false;
  StringRef ps = text.take_front(close);
  StringRef rest = text.drop_front(close + 1);
  path = text.drop_front(brace + 2).drop_back().str();
  if (!ps.trim().empty()) {
    llvm::SmallVector<StringRef, 4> parts;
    ps.split(parts, ',');
    for (StringRef p : parts) {
      TypeP t = named(p.trim());
      if (!t)
        return false;
      params.push_back(t);
    }
  }
  rest = rest.take_front(rest.find(" {"));
  if (rest.consume_front(" -> ")) {
    ret = named(rest.trim());
    if (!ret)
      return false;
  } else {
    auto unit = std::make_shared<Type>();
    unit->kind = Type::Tuple; // ()
    ret = unit;
  }
  return true;
}

} // namespace

void rsgpu::ir::fnItemsAsClosures(Module &m) {
  std::vector<Item> added;
  unsigned n = 0;
  for (Item &it : m.items) {
    if (it.kind != Item::Fn || !it.body)
      continue;
    for (BasicBlock &bb : it.body->blocks) {
      Terminator &t = bb.term;
      if (t.kind != Terminator::Call || t.func.kind != Operand::Const ||
          !t.func.value || t.func.value->kind != ConstVal::Named ||
          t.func.value->path.segments.empty())
        continue;
      auto fv = std::make_shared<ConstVal>(*t.func.value);
      bool changedFunc = false;
      for (TypeP &g : fv->path.segments.back().generics) {
        if (g->kind != Type::Opaque && g->kind != Type::FnPtr)
          continue;
        std::vector<TypeP> params;
        TypeP ret;
        std::string path;
        if (!splitFnItem(g->text, params, ret, path)) {
          // a function of the crate (`and_then(halve_even)`, returning a
          // Result): its parameter and return types from its own body
          params.clear();
          ret = nullptr;
          StringRef txt(g->text);
          size_t brace = txt.rfind(" {");
          if (!txt.starts_with("fn(") || brace == StringRef::npos ||
              !txt.ends_with("}"))
            continue;
          path = txt.drop_front(brace + 2).drop_back().str();
          const Item *callee = nullptr;
          for (const Item &c : m.items)
            if (c.kind == Item::Fn && c.body && c.type &&
                c.name.str() == path)
              callee = &c;
          if (!callee)
            continue;
          for (const LocalDecl &d : callee->body->locals)
            if (d.isArg)
              params.push_back(d.type);
          ret = callee->type;
        }
        Operand *arg = nullptr;
        for (Operand &o : t.args)
          if (o.kind == Operand::Const && o.value &&
              o.value->kind == ConstVal::Named && !o.value->type &&
              o.value->path.str() == path)
            arg = &o;
        if (!arg)
          continue;
        unsigned id = ++n;
        std::string pos = "0:" + std::to_string(id);
        auto ct = std::make_shared<Type>();
        ct->kind = Type::Opaque;
        ct->text = "{closure@fn_item.rs:" + pos + ": " + pos + "}";
        // the closure's body: calls the function with its arguments
        Item f;
        f.kind = Item::Fn;
        f.loc = arg->loc;
        f.name = it.name;
        PathSegment seg;
        seg.name = "{closure#fnitem" + std::to_string(id) + "}";
        f.name.segments.push_back(seg);
        f.type = ret;
        Body b;
        LocalDecl d0;
        d0.loc = arg->loc;
        d0.id = 0;
        d0.type = ret;
        b.locals.push_back(d0);
        auto self = std::make_shared<Type>();
        self->kind = Type::Ref;
        self->isMut = false; // `&self`: callable as Fn, FnMut and FnOnce
        self->elems.push_back(ct);
        LocalDecl d1 = d0;
        d1.id = 1;
        d1.isArg = true;
        d1.type = self;
        b.locals.push_back(d1);
        BasicBlock b0, b1;
        b0.loc = b1.loc = arg->loc;
        b0.id = 0;
        b1.id = 1;
        b0.term.kind = Terminator::Call;
        b0.term.loc = arg->loc;
        b0.term.func = *arg;
        Place dest;
        dest.loc = arg->loc;
        dest.local = 0;
        b0.term.dest = dest;
        b0.term.target = 1;
        for (size_t i = 0; i < params.size(); ++i) {
          LocalDecl di = d0;
          di.id = unsigned(i + 2);
          di.isArg = true;
          di.type = params[i];
          b.locals.push_back(di);
          Operand a;
          a.kind = Operand::Copy;
          a.loc = arg->loc;
          a.place.loc = arg->loc;
          a.place.local = di.id;
          b0.term.args.push_back(a);
        }
        b1.term.kind = Terminator::Return;
        b1.term.loc = arg->loc;
        b.blocks.push_back(std::move(b0));
        b.blocks.push_back(std::move(b1));
        f.body = std::move(b);
        added.push_back(std::move(f));
        // the call passes the closure
        auto cv = std::make_shared<ConstVal>();
        cv->kind = ConstVal::ZeroSized;
        cv->loc = arg->loc;
        cv->type = ct;
        arg->value = cv;
        g = ct;
        changedFunc = true;
      }
      if (changedFunc)
        t.func.value = fv;
    }
  }
  for (Item &f : added)
    m.items.push_back(std::move(f));
}

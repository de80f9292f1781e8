//===- AST.cpp - canonical text of AST nodes ------------------------------===//
#include "mir/AST.h"

using namespace rsgpu::mir;

static std::string genericsStr(const PathSegment &s) {
  if (!s.hasGenerics)
    return "";
  std::string r = s.turbofish ? "::<" : "<";
  for (size_t i = 0; i < s.generics.size(); ++i) {
    if (i)
      r += ", ";
    r += s.generics[i]->str();
  }
  return r + ">";
}

std::string Path::plain() const {
  std::string r;
  if (qself) {
    r = "<" + qself->str();
    if (trait)
      r += " as " + trait->str();
    r += ">";
  }
  for (const PathSegment &s : segments) {
    if (!r.empty())
      r += "::";
    r += s.name;
  }
  return r;
}

std::string Path::str() const {
  std::string r;
  if (qself) {
    r = "<" + qself->str();
    if (trait)
      r += " as " + trait->str();
    r += ">";
  }
  for (const PathSegment &s : segments) {
    if (!r.empty())
      r += "::";
    r += s.name + genericsStr(s);
  }
  return r;
}

const std::string &Path::last() const {
  static const std::string empty;
  return segments.empty() ? empty : segments.back().name;
}

bool rsgpu::mir::isIntegerName(llvm::StringRef n) {
  static const char *const ints[] = {"u8",  "u16", "u32", "u64", "u128",
                                     "usize", "i8", "i16", "i32", "i64",
                                     "i128", "isize"};
  for (const char *i : ints)
    if (n == i)
      return true;
  return false;
}

bool rsgpu::mir::isPrimitiveName(llvm::StringRef n) {
  return isIntegerName(n) || n == "f32" || n == "f64" || n == "bool" ||
         n == "char";
}

bool Type::isPrimitive() const {
  return kind == Named && !path.qself && path.segments.size() == 1 &&
         !path.segments[0].hasGenerics && isPrimitiveName(path.segments[0].name);
}

std::string Type::str() const {
  switch (kind) {
  case Named:
    return path.str();
  case Ref:
    return "&" + (lifetime.empty() ? "" : lifetime + " ") +
           (isMut ? "mut " : "") + elems[0]->str();
  case Ptr:
    return std::string(isMut ? "*mut " : "*const ") + elems[0]->str();
  case Slice:
    return "[" + elems[0]->str() + "]";
  case Array:
    return "[" + elems[0]->str() + "; " + text + "]";
  case Tuple: {
    std::string r = "(";
    for (size_t i = 0; i < elems.size(); ++i) {
      if (i)
        r += ", ";
      r += elems[i]->str();
    }
    if (elems.size() == 1)
      r += ",";
    return r + ")";
  }
  case Never:
    return "!";
  case FnPtr:
  case Opaque:
  case Const:
  case Lifetime:
    return text;
  }
  return text;
}

std::string Place::str() const {
  std::string r = "_" + std::to_string(local);
  for (const Projection &p : projs) {
    switch (p.kind) {
    case Projection::Deref:
      r = "(*" + r + ")";
      break;
    case Projection::Field:
      r = "(" + r + "." + std::to_string(p.field) + ": " + p.type->str() + ")";
      break;
    case Projection::Index:
      r += "[_" + std::to_string(p.field) + "]";
      break;
    case Projection::ConstIndex:
      r += "[" + std::string(p.fromEnd ? "-" : "") + std::to_string(p.offset) +
           " of " + std::to_string(p.minLength) + "]";
      break;
    case Projection::Subslice: // as rustc prints it
      if (!p.fromEnd)
        r += "[" + std::to_string(p.offset) + ".." +
             std::to_string(p.minLength) + "]";
      else if (p.minLength == 0)
        r += "[" + std::to_string(p.offset) + ":]";
      else if (p.offset == 0)
        r += "[:-" + std::to_string(p.minLength) + "]";
      else
        r += "[" + std::to_string(p.offset) + ":-" +
             std::to_string(p.minLength) + "]";
      break;
    case Projection::Downcast:
      r = "(" + r + " as " + p.variant + ")";
      break;
    case Projection::OpaqueCast:
      r = "(" + r + " as " + p.type->str() + ")";
      break;
    case Projection::Subtype:
      r = "(" + r + " as subtype " + p.type->str() + ")";
      break;
    }
  }
  return r;
}

std::string Operand::str() const {
  switch (kind) {
  case Copy:
    return "copy " + place.str();
  case Move:
    return "move " + place.str();
  case Plain:
    return place.str();
  case Const:
    return "const " + (value->kind == ConstVal::Named ? value->path.str() : value->text);
  }
  return "";
}

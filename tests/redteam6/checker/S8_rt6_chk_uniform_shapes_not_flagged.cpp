// S8 (rsgpu-check): twins of the rt6 shapes with block-uniform values — a
// function pointer chosen by the block index, a virtual object chosen by a
// kernel argument, std::tie of uniform values, a lambda clearing a flag called
// by every thread: nothing to report (false positives matter too).
// EXIT: 0
// CHECK-NOT: warning[RG04
#include <rsgpu/rsgpu.hpp>
#include <tuple>

RSGPU_FN void sync_it(rsgpu::Block b) { b.sync(); }
RSGPU_FN void nothing(rsgpu::Block) {}

struct FnByBlock {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>, unsigned n) const {
    auto b = t.block();
    void (*f)(rsgpu::Block) = n < 32u ? &sync_it : &nothing;
    f(b);
  }
};
struct A {
  RSGPU_FN virtual void step(rsgpu::Block b) { b.sync(); }
  virtual ~A() = default;
};
struct C : A {
  RSGPU_FN void step(rsgpu::Block b) override { b.sync(); }
};
struct VirtualByArg {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>, unsigned n) const {
    auto b = t.block();
    A a;
    C c;
    A *p = n < 32u ? &a : static_cast<A *>(&c);
    p->step(b);
  }
};
struct TieUniform {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>, unsigned n) const {
    auto b = t.block();
    unsigned c = 0, d = 0;
    std::tie(c, d) = std::make_tuple(n, 0u);
    (void)d;
    if (c < 32u) b.sync();
  }
};
struct LambdaByAll {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    bool c = true;
    auto off = [&] { c = false; };
    off();
    if (c) b.sync();
  }
};
struct Guard {
  rsgpu::Block b;
  RSGPU_FN ~Guard() { b.sync(); }
};
struct GuardByAll { // the RAII barrier reached by every thread
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    {
      Guard g{b};
    }
  }
};

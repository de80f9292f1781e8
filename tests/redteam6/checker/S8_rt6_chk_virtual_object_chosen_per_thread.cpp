// S8 (rsgpu-check): a virtual call on an object chosen per thread: `A::step`
// synchronises, the override `C::step` does not. docs/checker.md: a virtual call
// is a barrier when the method or an override reaches one. Every thread makes the
// call, the barrier is reached by half. Expected RG0404 at the call.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct A {
  RSGPU_FN virtual void step(rsgpu::Block b) { b.sync(); }
  virtual ~A() = default;
};
struct C : A {
  RSGPU_FN void step(rsgpu::Block) override {}
};
struct VirtualChosen {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    A a;
    C c;
    A *p = b.thread_rank() < 32u ? &a : static_cast<A *>(&c);
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_virtual_object_chosen_per_thread.cpp:[[@LINE+1]]:{{[0-9]+}}
    p->step(b);
  }
};

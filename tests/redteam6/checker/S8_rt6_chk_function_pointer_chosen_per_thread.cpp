// S8 (rsgpu-check): the callee chosen per thread, `f = rank < 32u ? &sync_it :
// &nothing; f(b);` — every thread makes the indirect call, half of them reach a
// barrier. docs/checker.md: an indirect call is a barrier when an address-taken
// function reaches one; which one is called here differs between threads.
// Expected RG0404 at the call.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

RSGPU_FN void sync_it(rsgpu::Block b) { b.sync(); }
RSGPU_FN void nothing(rsgpu::Block) {}
struct TernaryFn {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    void (*f)(rsgpu::Block) = b.thread_rank() < 32u ? &sync_it : &nothing;
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_function_pointer_chosen_per_thread.cpp:[[@LINE+1]]:{{[0-9]+}}
    f(b);
  }
};

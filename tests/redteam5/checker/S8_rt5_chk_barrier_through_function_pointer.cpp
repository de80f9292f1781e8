// S8 (rsgpu-check): the program's own barrier helper called through a
// function pointer under a thread-dependent branch. docs/checker.md: a call to
// the program's own function that reaches a barrier is that barrier at its
// call site; through a pointer the callee is not named at the call. Expected:
// RG0404 (the pointer's target is known: one assignment from `&do_sync`), or
// at least a warning that the call cannot be followed.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

RSGPU_FN void do_sync(rsgpu::Block b) { b.sync(); }

struct FnPtr {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    void (*fp)(rsgpu::Block) = &do_sync;
    // CHECK: warning[RG04{{0[0-9]|1[0-9]}}]:
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_barrier_through_function_pointer.cpp:[[@LINE+2]]:{{[0-9]+}}
    if (b.thread_rank() < 32u)
      fp(b);
  }
};

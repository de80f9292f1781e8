// S8 (rsgpu-check): an RAII guard whose destructor synchronises, declared inside
// `if (rank < 32u) { Guard g{b}; }`: the implicit destructor call at the end of
// the scope is a barrier half the block reaches. docs/checker.md: a call to the
// program's own function that reaches a barrier is that barrier at its call
// site. Expected RG0404 (at the declaration or the scope's end).
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct Guard {
  rsgpu::Block b;
  RSGPU_FN ~Guard() { b.sync(); }
};
struct DtorUnderBranch {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_barrier_in_destructor_under_thread_branch.cpp:{{[0-9]+}}:{{[0-9]+}}
    if (b.thread_rank() < 32u) {
      Guard g{b};
    }
  }
};

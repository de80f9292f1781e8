// S8 (rsgpu-check): `if (rank < 32u) std::apply(sync_it, std::make_tuple(b));`.
// Expected RG0404.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <tuple>
RSGPU_FN void sync_it(rsgpu::Block b) { b.sync(); }
struct StdApply {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_barrier_through_std_apply_under_thread_branch.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (b.thread_rank() < 32u) std::apply(sync_it, std::make_tuple(b));
  }
};

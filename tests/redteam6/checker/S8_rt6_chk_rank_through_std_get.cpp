// S8 (rsgpu-check): `std::get<0>(tp) = rank` into a local tuple, then a barrier
// under `std::get<0>(tp) < 32u`. docs/checker.md: a store through a reference to
// a local taints the whole local. Expected RG0404.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <tuple>
struct StdGet {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    std::tuple<unsigned, unsigned> tp{0u, 0u};
    std::get<0>(tp) = b.thread_rank();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_rank_through_std_get.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (std::get<0>(tp) < 32u) b.sync();
  }
};

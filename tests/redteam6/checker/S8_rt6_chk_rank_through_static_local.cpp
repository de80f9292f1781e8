// S8 (rsgpu-check): the rank stored into a function-scope `static` variable, then a
// barrier under it (`static unsigned s; s = rank; if (s < 32u) b.sync();`).
// Expected RG0404 (or RG0413 for the static); nothing is reported.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct StaticLocal {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    static unsigned s;
    s = b.thread_rank();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_rank_through_static_local.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (s < 32u) b.sync();
  }
};

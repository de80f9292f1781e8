// S8 (rsgpu-check): `std::optional<unsigned> o; if (rank < 32u) o = 1u; if (o)
// b.sync();` — o is updated by a call under a thread branch (docs/checker.md:
// implicit flow, "assigned (or updated by a call)"). Expected RG0404.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <optional>
struct OptionalUnderBranch {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    std::optional<unsigned> o;
    if (b.thread_rank() < 32u) o = 1u;
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_optional_set_under_thread_branch.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (o) b.sync();
  }
};

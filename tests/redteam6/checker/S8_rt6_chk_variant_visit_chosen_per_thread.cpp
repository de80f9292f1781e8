// S8 (rsgpu-check): a `std::variant<SA, SC>` set to SC under a thread branch, then
// `std::visit` calling the alternative (SA synchronises, SC does not). Expected
// RG0404 at the visit.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <variant>
struct SA {
  RSGPU_FN void operator()(rsgpu::Block b) const { b.sync(); }
};
struct SC {
  RSGPU_FN void operator()(rsgpu::Block) const {}
};
struct Visit {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    std::variant<SA, SC> v;
    if (b.thread_rank() < 32u) v = SC{};
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_variant_visit_chosen_per_thread.cpp:[[@LINE+1]]:{{[0-9]+}}
    std::visit([&](auto &x) { x(b); }, v);
  }
};

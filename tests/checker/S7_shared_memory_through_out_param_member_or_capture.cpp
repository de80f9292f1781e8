// S7: shared memory escaping through a by-reference out parameter, a member
// of an object reached through `this`, or a lambda that captures it and is
// itself stored in a global.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>
#include <functional>

template <class S> RSGPU_FN void stash(S &s, S *&out) {
  // CHECK: error[RG0403]: shared memory escapes its block: stored in the reference parameter `out` (S7)
  // CHECK-NEXT: --> {{.*}}S7_shared_memory_through_out_param_member_or_capture.cpp:[[@LINE+1]]:9
  out = &s;
}

struct Holder {
  rsgpu::SharedSlice<int, 16> *slot = nullptr;
  template <class B> RSGPU_FN void keep(B b) {
    auto s = rsgpu::shared<int, 16>(b, [] {});
    // CHECK: error[RG0403]: shared memory escapes its block: stored in the member `slot` (S7)
    // CHECK-NEXT: --> {{.*}}S7_shared_memory_through_out_param_member_or_capture.cpp:[[@LINE+1]]:12
    slot = &s;
  }
};

std::function<int()> g_later;

struct Kernel {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<int, 16>(b, [] {});
    rsgpu::SharedSlice<int, 16> *out = nullptr;
    stash(s, out);
    Holder h;
    h.keep(b);
    // CHECK: error[RG0403]: shared memory escapes its block: stored in the global `g_later` (S7)
    // CHECK-NEXT: --> {{.*}}S7_shared_memory_through_out_param_member_or_capture.cpp:[[@LINE+1]]:15
    g_later = [&s] { return int(s.len()); };
  }
};

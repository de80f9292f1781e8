// S8/S9: red team 6's checker holes, more shapes. A local whose destructor
// synchronises, left by an early return of part of the block (its
// destructor runs at the return and at the scope's end); a member's
// destructor; a virtual `operator()` called through a pointer chosen per
// thread; `std::invoke` of a function pointer chosen per thread; a lambda
// clearing a captured flag handed to `std::invoke` under a thread branch;
// `std::optional::emplace` under a thread branch; a warp collective in a
// lambda through `std::apply` under a lane branch. Each RG0404 (RG0405).
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <functional>
#include <optional>
#include <tuple>

RSGPU_FN void sync_it(rsgpu::Block b) { b.sync(); }
RSGPU_FN void nothing(rsgpu::Block) {}
struct Guard {
  rsgpu::Block b;
  RSGPU_FN ~Guard() { b.sync(); }
};
struct Outer {
  Guard g;
  int n = 0;
};
struct VF {
  RSGPU_FN virtual void operator()(rsgpu::Block b) { b.sync(); }
  virtual ~VF() = default;
};
struct VN : VF {
  RSGPU_FN void operator()(rsgpu::Block) override {}
};

struct GuardLeftByEarlyReturn {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    // CHECK: warning[RG0404]: barrier `~Guard` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_chosen_callees_ctors_dtors_library_calls_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    Guard g{b};
    if (b.thread_rank() < 32u)
      return;
  }
};

struct MemberDestructor {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    if (b.thread_rank() < 32u) {
      // CHECK: warning[RG0404]: barrier `~Outer` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_chosen_callees_ctors_dtors_library_calls_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
      Outer o{Guard{b}, 1};
      (void)o;
    }
  }
};

struct VirtualCallOperator {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    VF f;
    VN n;
    VF *q = b.thread_rank() < 32u ? &f : static_cast<VF *>(&n);
    // CHECK: warning[RG0404]: barrier `operator()` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_chosen_callees_ctors_dtors_library_calls_flagged.cpp:[[@LINE+2]]:{{[0-9]+}}
    // CHECK: note: which function `operator()` runs depends on this value
    (*q)(b);
  }
};

struct InvokeChosenPointer {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    void (*fp)(rsgpu::Block) = b.thread_rank() < 32u ? &sync_it : &nothing;
    // CHECK: warning[RG0404]: barrier `invoke` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_chosen_callees_ctors_dtors_library_calls_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    std::invoke(fp, b);
  }
};

struct LambdaThroughInvokeClearsFlag {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    bool flag = true;
    auto off = [&] { flag = false; };
    if (b.thread_rank() < 32u)
      std::invoke(off);
    // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_chosen_callees_ctors_dtors_library_calls_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (flag) b.sync();
  }
};

struct OptionalEmplaced {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    std::optional<unsigned> o;
    if (b.thread_rank() < 32u)
      o.emplace(1u);
    // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_chosen_callees_ctors_dtors_library_calls_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (o) b.sync();
  }
};

struct WarpThroughApply {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = 1.0f;
    // CHECK: warning[RG0405]: warp collective `apply` may run in a divergent warp (S9)
    // CHECK-NEXT: --> {{.*}}S8_chosen_callees_ctors_dtors_library_calls_flagged.cpp:[[@LINE+2]]:{{[0-9]+}}
    if (w.lane() < 16u)
      v = std::apply([&](float x) { return w.reduce(x, rsgpu::Plus{}); }, std::make_tuple(v));
    if (auto e = y.mine(t)) *e = v;
  }
};

// S13: an owner moved on one branch and used after the join is flagged (any
// path), like Rust's move check; so is the value of a Result moved out with
// std::move(*r), and a Stream.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>
#include <utility>

void sink(rsgpu::DeviceBuffer<float> b);

void branch(bool keep, rsgpu::DeviceBuffer<float> buf) {
  if (!keep)
    sink(std::move(buf));
  // CHECK: error[RG0401]: use of moved owner `buf`
  // CHECK-NEXT: --> {{.*}}S13_owner_used_after_move_on_some_path.cpp:[[@LINE+3]]:9
  // CHECK: note: `buf` was moved here
  // CHECK-NEXT: --> {{.*}}S13_owner_used_after_move_on_some_path.cpp:[[@LINE-4]]:20
  (void)buf.len();
}

rsgpu::Result<void> result_value(rsgpu::Stream &s) {
  auto made = rsgpu::DeviceBuffer<float>::zeroed(s, 8);
  if (!made)
    return rsgpu::err(made.error());
  rsgpu::DeviceBuffer<float> kept = std::move(*made);
  (void)kept;
  // CHECK: error[RG0401]: use of moved owner `made`
  // CHECK-NEXT: --> {{.*}}S13_owner_used_after_move_on_some_path.cpp:[[@LINE+1]]:9
  (void)made->len();
  return {};
}

rsgpu::Result<void> stream_moved(rsgpu::Stream s) {
  rsgpu::Stream mine = std::move(s);
  (void)mine;
  // CHECK: error[RG0401]: use of moved owner `s`
  // CHECK-NEXT: --> {{.*}}S13_owner_used_after_move_on_some_path.cpp:[[@LINE+1]]:10
  return s.synchronize();
}

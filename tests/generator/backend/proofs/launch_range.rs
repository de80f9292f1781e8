//! S6 static proof from the launch requirement: `buf.get(t - d)` of a shared
//! array of 128 under `t >= d`, where t = thread_idx_x() and the S5/S8
//! proofs already require blocks of at most 128 threads (thread_idx.x <
//! 128): t - d <= t < 128.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn launch_range(input: &[u32], output: &mut [u32]) {
        let buf = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        buf.set(t, if i < input.len() { input[i] } else { 0 });
        sync_threads();
        let d = 3;
        let v = if t >= d { buf.get(t - d) } else { 0 };
        if i < output.len() {
            output[i] = v;
        }
    }
}
// CHECK: return "rsgpu-gen: `launch_range`'s writes (S5) are proven unique only for blocks of at most 128 threads
// CHECK: RSGPU_GEN_ASSUME(thread_.thread_idx().x < 128u);
// CHECK: RSGPU_GEN_ASSUME(t < 128u);  // S6: t < 128 by the launch requirement: thread_idx.x < 128
// CHECK: RSGPU_GEN_ASSUME({{.*}} < 128u);  // S6: t - 3 < 128 by the launch requirement: thread_idx.x < 128; the condition 3 <= t on the path

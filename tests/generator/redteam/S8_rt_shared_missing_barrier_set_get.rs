//! S8 (control, `get`/`set` spelling): S8_rt_shared_add_assign_missing_barrier
//! as `s.set(t, s.get(t) + s.get(t + 64))`.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn shared_missing_barrier_set_get(x: &[f32], sums: &mut [f32]) {
        let s = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * 128) as usize + t;
        s.set(t, if i < x.len() { x[i] } else { 0.0 });
        if t < 64 { s.set(t, s.get(t) + s.get(t + 64)); }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < sums.len() { sums[b] = s.get(0) + s.get(1); }
    }
}
// CHECK: error[RG0220]: read of `s[{{.*}}]` may see another thread's write of `s[{{.*}}]`

//! S8: an RAII barrier guard, `impl Drop for PhaseEnd { fn drop(&mut self) { sync_threads() } }`: `{ let _g = PhaseEnd; s[t] = v; }` then `s[(t + 1) % 128]`. In Rust the drop is the barrier between the write and the read; rsgpu-gen must either emit the drop (and may accept) or reject — never translate the read without the barrier.
#![no_std]
use rsgpu::*;

struct PhaseEnd {
    n: u32,
}

impl Drop for PhaseEnd {
    fn drop(&mut self) {
        if self.n > 0 {
            sync_threads();
        }
    }
}

rsgpu::kernel! {
    pub fn barrier_guard_drop_orders_phases(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        {
            let _g = PhaseEnd { n: 1 };
            s[t] = if i < x.len() { x[i] } else { 0.0 };
        }
        let r = s[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// Today: O0 RG0220 (the drop's barrier is not seen: conservative), O3 RG0101.
// CHECK: error[RG0{{(10[0-2]|22[01])}}]:

//! S8 misuse: two tree levels in one barrier phase, the second nested in the first's guard, `if t < a { s[t] += s[t + a]; if t < b { s[t] += s[t + b] } }` with b = a / 2 (each access is under its own `t < bound`): thread b updates s[b] at the first level while thread 0 reads s[0 + b] at the second, with no barrier between. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_two_levels_nested_one_phase(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for k in 0..4 {
            let shift = 7 - 2 * k;
            let a = 1usize << shift;
            let b = a >> 1;
            if t < a {
                s[t] += s[t + a];
                if t < b {
                    s[t] += s[t + b];
                }
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]:

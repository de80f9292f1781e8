//! Accepted: barriers every thread reaches although the MIR puts them under
//! a thread-dependent branch or a call (analysis/BarrierGroups.h, the S8
//! false positives of issue 16): a guarded write then one barrier (rustc's
//! O3 copies it into both arms of `t < 128`), a barrier after the join of
//! `if let Some(v) = x.get(i)`, a helper that synchronises, a loop whose
//! trip count every thread loads from the same element of a read-only
//! parameter, and a loop over a slice's items (O3: a pointer compare).
#![no_std]
use rsgpu::*;

fn barrier() {
    sync_threads();
}

rsgpu::kernel! {
    pub fn joined_barriers(x: &[f32], params: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = shared_array::<f32, 128>();
        if t < 128 {
            s.set(t, if i < x.len() { x[i] } else { 0.0 });
        }
        sync_threads();
        let mut acc = 0.0f32;
        if t < 128 {
            acc = s.get(127 - t);
        }
        sync_threads();
        if let Some(v) = x.get(i) {
            if t < 128 {
                s.set(t, *v * 2.0);
            }
        }
        barrier();
        if t < 128 {
            acc += s.get((t + 1) % 128);
        }
        sync_threads();
        let steps = if params.len() > 0 { params[0] } else { 0 };
        for k in 0..steps {
            if t < 128 {
                s.set(t, acc + k as f32);
            }
            sync_threads();
            if t < 128 {
                acc += s.get((t + 3) % 128);
            }
            sync_threads();
        }
        for p in params.iter() {
            if t < 128 {
                s.set(t, acc * 0.5 + *p as f32);
            }
            sync_threads();
            if t < 128 {
                acc = s.get((t + 5) % 128);
            }
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: kernel @joined_barriers(

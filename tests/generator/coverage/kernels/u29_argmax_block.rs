//! Arg-max per block: (value, index) pairs in two shared arrays, a tree reduction where ties keep the lower
//! index; a `Best` struct with a `merge` method; thread 0 writes the block's pair.
#![no_std]
use rsgpu::*;

const B: usize = 128;

#[derive(Clone, Copy)]
struct Best {
    v: f32,
    i: u32,
}

impl Best {
    fn merge(self, o: Best) -> Best {
        if o.v > self.v || (o.v == self.v && o.i < self.i) { o } else { self }
    }
}

rsgpu::kernel! {
    pub fn u29_argmax_block(x: &[f32], best_v: &mut [f32], best_i: &mut [u32]) {
        let mut sv = shared_array::<f32, B>();
        let mut si = shared_array::<u32, B>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * B + t;
        sv[t] = if g < x.len() { x[g] } else { f32::NEG_INFINITY };
        si[t] = g as u32;
        sync_threads();
        let mut s = B / 2;
        while s > 0 {
            if t < s {
                let m = Best { v: sv[t], i: si[t] }.merge(Best { v: sv[t + s], i: si[t + s] });
                sv[t] = m.v;
                si[t] = m.i;
            }
            sync_threads();
            s /= 2;
        }
        let b = block_idx_x() as usize;
        if t == 0 && b < best_v.len() && b < best_i.len() {
            best_v[b] = sv[0];
            best_i[b] = si[0];
        }
    }
}

//! Top-3 of each element's 8-wide window: a local `[f32; 3]` kept sorted by insertion (descending).
#![no_std]
use rsgpu::*;

const W: usize = 8;
const K: usize = 3;

fn insert(top: &mut [f32; K], v: f32) {
    if v <= top[K - 1] {
        return;
    }
    let mut j = K - 1;
    while j > 0 && top[j - 1] < v {
        top[j] = top[j - 1];
        j -= 1;
    }
    top[j] = v;
}

rsgpu::kernel! {
    pub fn u27_topk_window(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + W > x.len() || (i + 1) * K > out.len() {
            return;
        }
        let mut top = [f32::NEG_INFINITY; K];
        for &v in &x[i..i + W] {
            insert(&mut top, v);
        }
        for (k, v) in top.iter().enumerate() {
            out[i * K + k] = *v;
        }
    }
}

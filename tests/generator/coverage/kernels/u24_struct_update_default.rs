//! `#[derive(Default)]` config struct, struct-update syntax `..Default::default()`, and a `From` impl.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, Default)]
struct Params {
    gain: f32,
    offset: f32,
    clip: bool,
}

struct Celsius(f32);
struct Fahrenheit(f32);

impl From<Celsius> for Fahrenheit {
    fn from(c: Celsius) -> Self {
        Fahrenheit(c.0 * 1.8 + 32.0)
    }
}

fn apply(p: Params, v: f32) -> f32 {
    let y = v * p.gain + p.offset;
    if p.clip { y.clamp(-10.0, 10.0) } else { y }
}

rsgpu::kernel! {
    pub fn u24_struct_update_default(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let base = Params { gain: 2.0, ..Default::default() };
            let p = if i % 2 == 0 { Params { clip: true, ..base } } else { base };
            let f: Fahrenheit = Celsius(apply(p, x[i])).into();
            out[i] = f.0;
        }
    }
}

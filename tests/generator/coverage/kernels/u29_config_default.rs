//! A tone-mapping config with a manual `Default` impl and struct update syntax (`Config { exposure: e,
//! ..Default::default() }`), `const fn` helpers for constants, applied per pixel.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Config {
    exposure: f32,
    gamma_num: u32,
    white: f32,
    clamp_out: bool,
}

const fn scaled(v: u32, shift: u32) -> u32 {
    v << shift
}

const LEVELS: u32 = scaled(1, 8) - 1;

impl Default for Config {
    fn default() -> Self {
        Config { exposure: 1.0, gamma_num: 2, white: 4.0, clamp_out: true }
    }
}

fn tone(c: &Config, v: f32) -> f32 {
    let x = v * c.exposure;
    let mapped = x * (1.0 + x / (c.white * c.white)) / (1.0 + x);
    let g = if c.gamma_num == 2 { mapped * mapped } else { mapped };
    if c.clamp_out { g.clamp(0.0, 1.0) } else { g }
}

rsgpu::kernel! {
    pub fn u29_config_default(hdr: &[f32], exposure: f32, raw: bool, out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= hdr.len() || i >= out.len() {
            return;
        }
        let cfg = if raw {
            Config { exposure, clamp_out: false, ..Default::default() }
        } else {
            Config { exposure, ..Default::default() }
        };
        out[i] = (tone(&cfg, hdr[i].abs()) * LEVELS as f32) as u32;
    }
}

//! A state machine enum (variants with data) stepped over a loop, compared
//! with derived PartialEq.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum State {
    Idle,
    Counting(u32),
    Accum { sum: f32, n: u32 },
    Done(f32),
}

fn step(s: State, x: f32, limit: u32) -> State {
    match s {
        State::Idle => {
            if x > 0.5 {
                State::Counting(1)
            } else {
                State::Idle
            }
        }
        State::Counting(k) if k >= 2 => State::Accum { sum: x, n: 1 },
        State::Counting(k) => State::Counting(k + 1),
        State::Accum { sum, n } => {
            if n + 1 >= limit || sum > 4.0 {
                State::Done(sum + x)
            } else {
                State::Accum { sum: sum + x, n: n + 1 }
            }
        }
        State::Done(v) => State::Done(v),
    }
}

fn score(s: &State) -> f32 {
    match s {
        State::Idle => -1.0,
        State::Counting(k) => *k as f32,
        State::Accum { sum, n } => *sum / *n as f32,
        State::Done(v) => 100.0 + *v,
    }
}

rsgpu::kernel! {
    pub fn own_enum_data_state(x: &[f32], limit: &[u32], out: &mut [f32], steps: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let mut s = State::Idle;
            let mut idle = 0u32;
            let n = x.len();
            for k in 0..steps as usize {
                s = step(s, x[(i + k * 7) % n], limit[i] % 9);
                if s == State::Idle {
                    idle += 1;
                }
                if s == (State::Done(3.5)) {
                    break;
                }
            }
            out[i] = score(&s) + idle as f32;
        }
    }
}

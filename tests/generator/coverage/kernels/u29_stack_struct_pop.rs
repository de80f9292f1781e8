//! A fixed-capacity stack struct (`push` returning `bool`, `pop` returning `Option<u32>`, `is_empty`) used for
//! bracket matching over each record: `while let Some(..) = st.pop()` drains what is left unmatched.
#![no_std]
use rsgpu::*;

struct Stack {
    items: [u8; 16],
    len: usize,
}

impl Stack {
    fn new() -> Self {
        Stack { items: [0; 16], len: 0 }
    }
    fn push(&mut self, v: u8) -> bool {
        if self.len == self.items.len() {
            return false;
        }
        self.items[self.len] = v;
        self.len += 1;
        true
    }
    fn pop(&mut self) -> Option<u8> {
        self.len = self.len.checked_sub(1)?;
        Some(self.items[self.len])
    }
}

rsgpu::kernel! {
    pub fn u29_stack_struct_pop(text: &[u8], len: usize, out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if len == 0 || i * 2 + 1 >= out.len() {
            return;
        }
        let Some(rec) = text.chunks_exact(len).nth(i) else { return; };
        let mut st = Stack::new();
        let mut errors = 0u32;
        for &c in rec {
            match c {
                b'(' | b'[' => {
                    if !st.push(c) {
                        errors += 100;
                    }
                }
                b')' | b']' => {
                    let want = if c == b')' { b'(' } else { b'[' };
                    if st.pop() != Some(want) {
                        errors += 1;
                    }
                }
                _ => {}
            }
        }
        let mut open = 0u32;
        while let Some(c) = st.pop() {
            open += if c == b'(' { 1 } else { 16 };
        }
        out[i * 2] = errors;
        out[i * 2 + 1] = open;
    }
}

//! A byte lexer per record: `enum Token { Num(u32), Op(u8), Space, Bad(u8) }` from a `next_token` helper
//! returning `Option<(Token, usize)>`, consumed with `while let`; sums numbers and counts each kind.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Token {
    Num(u32),
    Op(u8),
    Space,
    Bad(u8),
}

fn next_token(s: &[u8], at: usize) -> Option<(Token, usize)> {
    let &c = s.get(at)?;
    let tok = match c {
        b'0'..=b'9' => {
            let mut v = 0u32;
            let mut j = at;
            while let Some(&d) = s.get(j).filter(|d| d.is_ascii_digit()) {
                v = v.wrapping_mul(10).wrapping_add((d - b'0') as u32);
                j += 1;
            }
            return Some((Token::Num(v), j));
        }
        b'+' | b'-' | b'*' => Token::Op(c),
        b' ' => Token::Space,
        other => Token::Bad(other),
    };
    Some((tok, at + 1))
}

rsgpu::kernel! {
    pub fn u29_token_lexer(text: &[u8], len: usize, sums: &mut [u32], kinds: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if len == 0 || i >= sums.len() || i * 3 + 2 >= kinds.len() {
            return;
        }
        let Some(rec) = text.chunks_exact(len).nth(i) else { return; };
        let (mut sum, mut ops, mut bad) = (0u32, 0u32, 0u32);
        let mut at = 0;
        while let Some((tok, next)) = next_token(rec, at) {
            match tok {
                Token::Num(v) => sum = sum.wrapping_add(v),
                Token::Op(b'*') => ops += 2,
                Token::Op(_) => ops += 1,
                Token::Space => {}
                Token::Bad(b) if b.is_ascii_alphabetic() => bad += 1,
                Token::Bad(_) => bad += 10,
            }
            at = next;
        }
        sums[i] = sum;
        kinds[i * 3] = ops;
        kinds[i * 3 + 1] = bad;
        kinds[i * 3 + 2] = at as u32;
    }
}
